import { lazy, Suspense, useState } from 'react';
import { Icon } from '../ui/Icon.tsx';
import { embedAction } from './EmbedAction.styles.ts';

const EmbedDialog = lazy(() => import('./EmbedDialog.tsx'));

/** 'Embed': the snippet that puts this calculator, with its current inputs, on another site. Its dialog loads on the first click. */
export function EmbedAction({ title }: { title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div className={embedAction.row}>
      <button type="button" className={embedAction.button} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Icon name="Code" /> Embed
      </button>
      {open && (
        <Suspense fallback={null}>
          <EmbedDialog title={title} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
