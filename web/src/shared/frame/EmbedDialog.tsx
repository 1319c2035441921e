import { useEffect, useId, useRef, useState } from 'react';
import { embedSnippet } from '../../catalogue/embedSnippet.ts';
import 'virtual:styles/embed-dialog.css';
import { embedDialog } from './EmbedAction.styles.ts';

/**
 * The Embed dialog: the snippet for the calculator as the visitor has it now (its inputs are in the
 * address), to paste into another site's page, and a button that copies it.
 */
export default function EmbedDialog({ title, onClose }: { title: string; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const snippet = embedSnippet({ origin: window.location.origin, pagePath: window.location.pathname, search: window.location.search, title });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    return () => element.close();
  }, []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <dialog ref={dialog} aria-labelledby={headingId} className={embedDialog.dialog} onClose={onClose}>
      <h2 id={headingId} className={embedDialog.heading}>
        Embed this calculator
      </h2>
      <p className={embedDialog.text}>
        Paste this into your page: it shows the calculator with the values it has now, sized to its content, and a link back to the full page. It sets no
        cookies and measures nothing.
      </p>
      <textarea aria-label="Embed code" readOnly value={snippet} className={embedDialog.snippet} onFocus={(event) => event.currentTarget.select()} />
      <p role="status" className={embedDialog.text}>
        {copied === 'yes'
          ? 'The embed code is on your clipboard.'
          : copied === 'failed'
            ? 'Your browser did not allow copying: select the code and copy it by hand.'
            : ''}
      </p>
      <div className={embedDialog.actions}>
        <button type="button" className={embedDialog.primary} onClick={copy}>
          Copy code
        </button>
        <button type="button" className={embedDialog.secondary} onClick={onClose}>
          Close
        </button>
      </div>
    </dialog>
  );
}
