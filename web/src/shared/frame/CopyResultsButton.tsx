import { notify } from '../notices/notify.ts';
import { Icon } from '../ui/Icon.tsx';
import { copyResults } from './CopyResultsButton.styles.ts';

interface Props {
  /** The text summary of the current result, or null when there is none (then nothing is copied). */
  text: string | null;
  /** The calculator's own 'Copied!' description, e.g. 'Results copied to clipboard'. */
  notice: string;
}

export function CopyResultsButton({ text, notice }: Props) {
  return (
    <button
      type="button"
      className={copyResults.button}
      disabled={text === null}
      onClick={async () => {
        if (text === null) return;
        try {
          await navigator.clipboard.writeText(text);
          notify({ title: 'Copied!', description: notice, type: 'success' });
        } catch {
          notify({ title: 'Copy failed', description: 'Your browser did not allow copying. Select the results and copy them by hand.', type: 'error' });
        }
      }}
    >
      <Icon name="Copy" /> Copy Results
    </button>
  );
}
