import { layout } from './SiteLayout.styles.ts';

/**
 * Said while the page shows records an earlier visit kept, because the server could not be reached
 * (site/savedSite.ts): what it shows may have changed since. Drawn as the announcement bar is.
 */
export default function SavedCopyNotice({ savedAt }: { savedAt: string }) {
  const when = new Date(savedAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <p role="status" className={layout.announcement}>
      <strong>Offline.</strong> This page shows the site as it was on your visit of {when}; the calculators work as usual.
    </p>
  );
}
