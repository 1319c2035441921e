import { RecordsTab } from '../records/RecordsTab.tsx';
import { pageKind } from './pageKind.tsx';
import { usePageApi } from './usePageApi.ts';

export function PagesTab() {
  return <RecordsTab kind={pageKind} useApi={usePageApi} heading="Pages" tab="pages" />;
}
