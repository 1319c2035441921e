import { RecordsTab } from '../records/RecordsTab.tsx';
import { seoKind } from './seoKind.tsx';
import { useSeoMetaApi } from './useSeoMetaApi.ts';

export function SeoTab() {
  return <RecordsTab kind={seoKind} useApi={useSeoMetaApi} heading="SEO meta" tab="seo" />;
}
