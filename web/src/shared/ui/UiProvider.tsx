/**
 * Chakra's run time, for the parts of the site that render Chakra components: the calculators'
 * frames, the phone menu, the notices and the admin. Pages styled at build time (styles.ts) render
 * none, so a page made only of them (the home page, the listings) loads no Chakra at all.
 *
 * In the browser the provider also hands Emotion the cache that takes over the styles a
 * pre-rendered page was served with (servedStyles.ts); every provider on the page shares it. On the
 * server the pre-render's own cache, given above the app, collects the styles instead.
 */
import { ChakraProvider } from '@chakra-ui/react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { servedStylesCache } from './servedStyles.ts';
import { appSystem } from './system.ts';

let browserCache: EmotionCache | undefined;

export function UiProvider({ children }: { children: ReactNode }) {
  const chakra = <ChakraProvider value={appSystem()}>{children}</ChakraProvider>;
  if (import.meta.env.SSR) return chakra;
  browserCache ??= servedStylesCache();
  return <CacheProvider value={browserCache}>{chakra}</CacheProvider>;
}
