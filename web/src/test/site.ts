/** The site as a freshly seeded database makes it, for tests that render pages. */
import { createSite, type Site } from '../catalogue/site.ts';
import { seedRecords } from '../catalogue/seed/records.ts';
import { localSite, type SiteSource } from '../catalogue/rendering.ts';

export const testOrigin = 'https://calc.example';

export function seededSite(): Site {
  return createSite(seedRecords(), testOrigin);
}

export function seededSiteSource(options: { preview?: boolean; today?: string } = {}): SiteSource {
  return localSite(seededSite(), { today: options.today ?? '2026-11-25', preview: options.preview });
}
