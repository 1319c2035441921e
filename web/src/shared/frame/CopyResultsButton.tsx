import { notify } from '../notices/notify.ts';
import { Icon } from '../ui/Icon.tsx';
import { copyResults } from './CopyResultsButton.styles.ts';
import { resultsId } from './results.tsx';
import { resultsLines } from './resultsText.ts';

interface Props {
  /** The calculator's title, the copy's first line. */
  title: string;
  /** Whether the Results region shows a result (else there is nothing to copy). */
  ready: boolean;
  /** The calculator's own 'Copied!' description, e.g. 'Results copied to clipboard'. */
  notice: string;
}

/** The page's address as the visitor has it: the inputs are in its query, so it reopens this calculation. */
export function pageLink(): string {
  const url = new URL(window.location.href);
  url.hash = '';
  return url.href;
}

/** The results as copied: the calculator's summary, then the link that reopens it. */
export const withPageLink = (text: string, link: string) => `${text}\nLink: ${link}`;

/** The title, then the Results region's labels and values as they show at the moment of the click. */
export function resultsSummary(title: string): string {
  const region = document.getElementById(resultsId);
  return [title, ...(region ? resultsLines(region) : [])].join('\n');
}

async function copy(text: string, notice: string) {
  try {
    await navigator.clipboard.writeText(text);
    notify({ title: 'Copied!', description: notice, type: 'success' });
  } catch {
    notify({ title: 'Copy failed', description: 'Your browser did not allow copying. Select the text and copy it by hand.', type: 'error' });
  }
}

/** Copy Results and, beside it, Copy Link: one wording, in the spec's capitals, for each act wherever it is offered. */
export function CopyResultsButton({ title, ready, notice }: Props) {
  return (
    <div className={copyResults.row}>
      <button type="button" className={copyResults.button} disabled={!ready} onClick={() => copy(withPageLink(resultsSummary(title), pageLink()), notice)}>
        <Icon name="Copy" /> Copy Results
      </button>
      <button type="button" className={copyResults.button} onClick={() => copy(pageLink(), 'The link to this calculation is on your clipboard')}>
        <Icon name="Link" /> Copy Link
      </button>
    </div>
  );
}
