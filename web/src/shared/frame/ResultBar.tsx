import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Icon } from '../ui/Icon.tsx';
import { resultBar } from './ResultBar.styles.ts';
import { resultsId } from './results.tsx';

interface Summary {
  label: string;
  value: string;
}

/** The CSS variable the page keeps clear at its bottom while the bar shows (scroll padding, the layout's end). */
const spaceVariable = '--result-bar-space';

/**
 * The primary result of a Results region: the value marked primary, else the first one, with the
 * label written just before it.
 */
function primaryResult(region: HTMLElement): { element: HTMLElement; summary: Summary } | null {
  const element = region.querySelector<HTMLElement>('[data-primary]') ?? region.querySelector<HTMLElement>('[data-result]');
  if (!element) return null;
  const labelElement = element.previousElementSibling;
  const label = labelElement && !labelElement.hasAttribute('data-result') ? (labelElement.textContent ?? '') : '';
  return { element, summary: { label: label.trim(), value: (element.textContent ?? '').trim() } };
}

/** Scrolls to the Results region and moves focus there, leaving the URL (the calculator's state) alone. */
function showResults(event: MouseEvent<HTMLAnchorElement>) {
  const region = document.getElementById(resultsId);
  if (!region) return;
  event.preventDefault();
  region.scrollIntoView({ block: 'start' });
  region.focus({ preventScroll: true });
}

/**
 * On a phone, a bar at the bottom of the screen with the calculator's primary result, read from its
 * Results region, whenever that result is out of sight (results below the form, the page scrolled
 * to an input): what the visitor types always shows an answer. It leads to the full Results. It
 * rides above an on-screen keyboard, the page keeps its height clear at the bottom so that no
 * focused control ends up under it, and it takes no room from wider screens.
 */
export default function ResultBar() {
  const barRef = useRef<HTMLAnchorElement>(null);
  const [summary, setSummary] = useState<Summary | null>(null);
  const [resultInSight, setResultInSight] = useState(true);

  useEffect(() => {
    const region = document.getElementById(resultsId);
    // Without IntersectionObserver (old browsers, test environments) the bar stays out of the way.
    if (!region || typeof IntersectionObserver === 'undefined') return;
    let watched: HTMLElement | null = null;
    // In sight means whole, below the sticky header and above where the bar itself would be.
    const sight = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setResultInSight(entry.isIntersecting && entry.intersectionRatio > 0.99);
      },
      { rootMargin: '-64px 0px -64px 0px', threshold: [0, 0.5, 1] },
    );
    const read = () => {
      const found = primaryResult(region);
      setSummary((previous) =>
        found && (previous?.label !== found.summary.label || previous.value !== found.summary.value) ? found.summary : found ? previous : null,
      );
      if (found?.element !== watched) {
        if (watched) sight.unobserve(watched);
        watched = found?.element ?? null;
        if (watched) sight.observe(watched);
      }
    };
    read();
    const changes = new MutationObserver(read);
    changes.observe(region, { subtree: true, childList: true, characterData: true });
    return () => {
      changes.disconnect();
      sight.disconnect();
    };
  }, []);

  const shown = summary !== null && !resultInSight;

  // Above an on-screen keyboard: the visual viewport ends where the keyboard starts.
  useEffect(() => {
    const viewport = window.visualViewport;
    const bar = barRef.current;
    if (!shown || !viewport || !bar) return;
    const place = () => {
      const hidden = Math.max(0, window.innerHeight - viewport.height - viewport.offsetTop);
      bar.style.bottom = `${Math.round(hidden)}px`;
    };
    place();
    viewport.addEventListener('resize', place);
    viewport.addEventListener('scroll', place);
    return () => {
      viewport.removeEventListener('resize', place);
      viewport.removeEventListener('scroll', place);
    };
  }, [shown]);

  // While the bar shows, the page's end and the scroll padding keep its height clear, and a control
  // that takes focus under it is brought above it.
  useEffect(() => {
    const bar = barRef.current;
    if (!shown || !bar || getComputedStyle(bar).display === 'none') return;
    const root = document.documentElement;
    root.style.setProperty(spaceVariable, `${bar.offsetHeight}px`);
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || bar.contains(target)) return;
      if (target.getBoundingClientRect().bottom > bar.getBoundingClientRect().top) target.scrollIntoView({ block: 'nearest' });
    };
    document.addEventListener('focusin', onFocus);
    return () => {
      root.style.removeProperty(spaceVariable);
      document.removeEventListener('focusin', onFocus);
    };
  }, [shown]);

  return (
    <a ref={barRef} href={`#${resultsId}`} hidden={!shown} data-result-bar="" className={shown ? resultBar.bar : resultBar.hidden} onClick={showResults}>
      <span className={resultBar.text}>
        {summary?.label && <span className={resultBar.label}>{summary.label}</span>}
        <span className={resultBar.value}>{summary?.value}</span>
      </span>
      <span className={resultBar.more}>
        All results <Icon name="ChevronDown" size={16} />
      </span>
    </a>
  );
}
