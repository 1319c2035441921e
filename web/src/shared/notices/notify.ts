/**
 * Notices (D3): at most one visible, auto-dismissed after
 * 5 s, with a close button. The toaster and its UI load in their own chunk on the first notice, so
 * pages that never show one never download it.
 */
import { useSyncExternalStore } from 'react';

export interface Notice {
  title: string;
  description?: string;
  /** 'error' is the destructive look. */
  type?: 'info' | 'success' | 'error';
}

let hostWanted = false;
const listeners = new Set<() => void>();

export function notify(notice: Notice): void {
  if (!hostWanted) {
    hostWanted = true;
    for (const listener of listeners) listener();
  }
  void import('./Toaster.tsx').then(({ toaster }) => {
    // At most one notice: the newest replaces the one on screen rather than waiting behind it.
    toaster.dismiss();
    toaster.create({ title: notice.title, description: notice.description, type: notice.type ?? 'info', closable: true });
  });
}

/** Whether some notice was ever requested, so the host knows to mount the toaster. */
export function useNoticeHostWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => hostWanted,
    () => false,
  );
}
