// @vitest-environment jsdom
import createCache from '@emotion/cache';
import { CacheProvider, ClassNames } from '@emotion/react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { servedStylesCache } from './servedStyles.ts';

// React's act() flushes renders and effects synchronously where the environment says it may.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

function Coloured({ color }: { color: string }) {
  return <ClassNames>{({ css }) => <p className={css({ color })}>{color}</p>}</ClassNames>;
}

/** The name Emotion gives a style (its class is `<key>-<name>`), found by rendering it under a throwaway key. */
async function styleName(color: string): Promise<string> {
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <CacheProvider value={createCache({ key: 'probe' })}>
        <Coloured color={color} />
      </CacheProvider>,
    ),
  );
  const name = /probe-([\w-]+)/.exec(container.innerHTML)?.[1] ?? '';
  await act(async () => root.unmount());
  return name;
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('taking over the served styles', () => {
  it('registers the served rules where they stand, and adds only the rules the page did not have', async () => {
    const red = await styleName('red');
    document.head.innerHTML = '';
    document.head.insertAdjacentHTML(
      'beforeend',
      `<style data-emotion="css-global g1" data-s="">body{margin:0}</style><style data-served-emotion="css ${red}">.css-${red}{color:red;}</style><title>t</title>`,
    );
    const served = document.head.querySelector('style[data-served-emotion]');
    const moves: Node[] = [];
    const observer = new MutationObserver((records) => records.forEach((record) => moves.push(...record.removedNodes)));
    observer.observe(document.head, { childList: true });

    const cache = servedStylesCache(document);
    expect(cache.inserted[red]).toBe(true);
    expect(cache.sheet.tags).toEqual([served]);

    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <CacheProvider value={cache}>
          <Coloured color="red" />
          <Coloured color="blue" />
        </CacheProvider>,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    observer.disconnect();

    // Nothing served was moved (a move makes the browser parse the sheet and restyle the page again).
    expect(moves).toEqual([]);
    expect(container.querySelector('p')?.className).toBe(`css-${red}`);
    // The red rule exists once, as served; the blue one was added after it.
    const styles = [...document.head.querySelectorAll('style')];
    expect(styles.filter((style) => style.textContent.includes(`.css-${red}`))).toEqual([served]);
    const blue = styles.find((style) => style.textContent.includes('color:blue'));
    expect(blue).toBeDefined();
    expect(served?.compareDocumentPosition(blue as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    await act(async () => root.unmount());
  });

  it("leaves styles served under another cache's key alone", () => {
    document.head.insertAdjacentHTML('beforeend', '<style data-served-emotion="other abc">.other-abc{color:red}</style>');
    const cache = servedStylesCache(document);
    expect(cache.inserted.abc).toBeUndefined();
    expect(cache.sheet.tags).toEqual([]);
  });
});
