import { useLoaderData } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';

/**
 * Today's date, safe to hydrate: the server renders a page as of the day it names in the page's
 * hand-over (the root loader's `today`), so hydration starts from that date and React re-renders
 * with the visitor's own today straight after, if it differs.
 */
let visitorsToday: Date | undefined;
const servedDays = new Map<string, Date>();

const subscribe = () => () => {};
const clientSnapshot = () => (visitorsToday ??= new Date());

/** 'YYYY-MM-DD' as a local date at noon, so no time zone moves it to another day. */
function servedDay(day: string | undefined): Date {
  if (!day) return clientSnapshot();
  let date = servedDays.get(day);
  if (!date) {
    const [year = 1970, month = 1, dayOfMonth = 1] = day.split('-').map(Number);
    date = new Date(year, month - 1, dayOfMonth, 12);
    servedDays.set(day, date);
  }
  return date;
}

export function useToday(): Date {
  const day = useLoaderData({ from: '__root__', select: (data) => data?.today });
  return useSyncExternalStore(subscribe, clientSnapshot, () => servedDay(day));
}
