/**
 * The extras a kind's definition names for its form (`layout`), by that name: what the generic
 * form cannot draw from the fields alone, such as the SEO previews.
 */
import type { ComponentType } from 'react';
import type { AdminFormLayout } from '../../graphql/generated/graphql.ts';
import type { FormValues } from '../records/form.ts';
import { SeoPreview } from '../seo/SeoPreview.tsx';

export const layouts: Readonly<Record<AdminFormLayout, { Preview: ComponentType<{ values: FormValues }> }>> = {
  seo: { Preview: SeoPreview },
};
