import { useLocation, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { CleanLink, LinkReset } from '../../catalogue/rendering.ts';
import { cleanLink } from '../links/cleanLink.ts';
import type { LinkState } from '../links/linkState.ts';
import { Icon } from '../ui/Icon.tsx';
import { linkResetNotice as styles } from './LinkResetNotice.styles.ts';

/**
 * The values of the link the page was opened with that it could not read: those the server named
 * with the page it served for this address, else (a link followed inside the app) those the route's
 * schemas drop from the address now. Read once, when the page appears: edits do not change them.
 */
function useLinkResets(): [Pick<CleanLink, 'reset' | 'tooLong'>, () => void] {
  const router = useRouter();
  const address = useLocation({ select: (location) => `${location.pathname}${location.searchStr}` });
  const [resets, setResets] = useState<Pick<CleanLink, 'reset' | 'tooLong'>>(() => {
    const served = (router.options.context as { linkState?: LinkState }).linkState?.served;
    return served && served.href === address ? served : cleanLink(router, address);
  });
  return [resets, () => setResets({ reset: [] })];
}

function ResetLine({ reset }: { reset: LinkReset }) {
  const name = <code className={styles.code}>{reset.name}</code>;
  const written = <code className={styles.code}>{reset.written}</code>;
  return reset.partly ? (
    <>
      {name} ({written}): the entries it could not read were reset or left blank.
    </>
  ) : (
    <>
      {name} ({written}) could not be read and is back to its default.
    </>
  );
}

/**
 * Says which values of the link were reset (a link with an unknown choice, a list that is not one,
 * text too long for its field), so a visitor whose link shows other figures than expected knows why.
 * It stays until closed: it sits above the form, which would jump if it left at the first edit.
 */
export function LinkResetNotice() {
  const [{ reset: resets, tooLong = false }, close] = useLinkResets();
  if (resets.length === 0 && !tooLong) return null;
  const [only] = resets;
  return (
    <div role="status" data-link-reset={tooLong ? '*' : resets.map((reset) => reset.name).join(' ')} className={styles.root}>
      <span className={styles.icon}>
        <Icon name="CircleAlert" size={18} />
      </span>
      <div className={styles.text}>
        {tooLong ? (
          <p>This link was too long to open (over 16 KB), so the calculator shows its default values.</p>
        ) : resets.length === 1 && only ? (
          <p>
            This link&apos;s <ResetLine reset={only} />
          </p>
        ) : (
          <>
            <p>Some of this link&apos;s values could not be read:</p>
            <ul className={styles.list}>
              {resets.map((reset) => (
                <li key={reset.name}>
                  <ResetLine reset={reset} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <button type="button" aria-label="Close this note" className={styles.close} onClick={close}>
        <Icon name="X" size={16} />
      </button>
    </div>
  );
}
