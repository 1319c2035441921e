/**
 * Drafts of open record forms, kept in this browser's local storage while they differ from what was
 * saved (nothing typed is lost to a reload or a closed tab). A draft is discarded when its
 * form is saved or cancelled. It remembers the version the editing began from, so a save after a
 * reload still meets the conflict dialog if someone else saved in between.
 */
import type { FormValues } from './form.ts';

const prefix = 'calcsuite:admin-draft:';

export interface Draft {
  recordType: string;
  /** null for a record not yet created. */
  slug: string | null;
  values: FormValues;
  version: number;
  savedAt: string;
}

export const draftKey = (recordType: string, slug: string | null) => `${prefix}${recordType}:${slug ?? ''}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be refused (privacy settings); editing still works, without drafts.
    return null;
  }
}

function parse(text: string | null): Draft | null {
  if (!text) return null;
  try {
    const draft = JSON.parse(text) as Draft;
    return typeof draft === 'object' && draft !== null && typeof draft.values === 'object' && typeof draft.recordType === 'string' ? draft : null;
  } catch {
    return null;
  }
}

export function readDraft(recordType: string, slug: string | null): Draft | null {
  return parse(storage()?.getItem(draftKey(recordType, slug)) ?? null);
}

export function writeDraft(draft: Omit<Draft, 'savedAt'>): void {
  try {
    storage()?.setItem(draftKey(draft.recordType, draft.slug), JSON.stringify({ ...draft, savedAt: new Date().toISOString() }));
  } catch {
    // A full storage keeps the older draft; the form itself still holds the text.
  }
}

export function discardDraft(recordType: string, slug: string | null): void {
  storage()?.removeItem(draftKey(recordType, slug));
}

/** Every draft of one record type, newest first. */
export function draftsOf(recordType: string): Draft[] {
  const store = storage();
  if (!store) return [];
  const drafts: Draft[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (!key?.startsWith(`${prefix}${recordType}:`)) continue;
    const draft = parse(store.getItem(key));
    if (draft) drafts.push(draft);
  }
  return drafts.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}
