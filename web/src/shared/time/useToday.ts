import { useSyncExternalStore } from 'react';

/**
 * Today's date, safe to hydrate: pre-rendered pages were rendered as of the build, so hydration
 * starts from that date and React re-renders with the visitor's own today straight after.
 */
const builtAt = new Date(Number(import.meta.env.VITE_BUILD_TIME ?? Date.now()));
let visitorsToday: Date | undefined;

const subscribe = () => () => {};
const clientSnapshot = () => (visitorsToday ??= new Date());
const serverSnapshot = () => builtAt;

export function useToday(): Date {
  return useSyncExternalStore(subscribe, clientSnapshot, serverSnapshot);
}
