import { notify } from '../notices/notify.ts';
import { Icon } from '../ui/Icon.tsx';
import { resetButton } from './ResetButton.styles.ts';

/** Restores a calculator's defaults and says so (D4). */
export function ResetButton({ onReset }: { onReset: () => void }) {
  return (
    <div>
      <button
        type="button"
        className={resetButton.button}
        onClick={() => {
          onReset();
          notify({ title: 'Calculator Reset', description: 'The calculator was reset to default values.' });
        }}
      >
        <Icon name="RotateCcw" /> Reset
      </button>
    </div>
  );
}
