import { memo, type ReactNode } from 'react';
import { cx } from '../ui/styles.ts';
import { useCheckBeforeLive } from './editsBeforeLive.ts';
import { switchField } from './SwitchField.styles.ts';

interface Props {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  helperText?: ReactNode;
}

/** An on/off setting: a native checkbox with the switch role, light and keyboard-ready. */
export const SwitchField = memo(function SwitchField({ label, checked, onChange, helperText }: Props) {
  const ref = useCheckBeforeLive(checked, onChange);
  return (
    <div>
      <label className={switchField.label}>
        <div className={switchField.control}>
          <input
            ref={ref}
            type="checkbox"
            role="switch"
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            style={{ position: 'absolute', inset: 0, opacity: 0, margin: 0, cursor: 'pointer' }}
          />
          <div aria-hidden className={cx(switchField.track, checked ? switchField.trackOn : switchField.trackOff)}>
            <div className={cx(switchField.knob, checked ? switchField.knobOn : switchField.knobOff)} />
          </div>
        </div>
        <p className={switchField.text}>{label}</p>
      </label>
      {helperText && <p className={switchField.helperText}>{helperText}</p>}
    </div>
  );
});
