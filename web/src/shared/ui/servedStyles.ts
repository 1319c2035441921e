/**
 * Emotion's cache for the browser, taking over the styles a pre-rendered page was served with.
 * Emotion's own hydration moves every served style element (re-inserting it where its sheet keeps
 * its elements), and each move makes the browser parse the sheet again and restyle the whole page:
 * tens of milliseconds on a phone, on every start. The regular rules arrive under their own
 * attribute instead (prerender/render.tsx) and are registered here as inserted, their elements
 * adopted where they stand; new rules go after them, as after hydrated ones.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { servedStylesAttribute } from './servedStylesAttribute.ts';

export { servedStylesAttribute };

export function servedStylesCache(doc: Document = document): EmotionCache {
  const cache = createCache({ key: 'css' });
  for (const element of doc.querySelectorAll<HTMLStyleElement>(`style[${servedStylesAttribute}]`)) {
    const [key, ...names] = (element.getAttribute(servedStylesAttribute) ?? '').split(' ');
    if (key !== cache.key) continue;
    for (const name of names) cache.inserted[name] = true;
    cache.sheet.tags.push(element);
  }
  return cache;
}
