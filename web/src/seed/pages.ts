import type { PageContent } from '../catalogue/content.ts';

export const pageSeeds: Record<string, { title: string; description: string; content: PageContent }> = {};
