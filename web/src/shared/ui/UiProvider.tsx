/**
 * Chakra's run time, for the parts of the site that render Chakra components, all of them loaded
 * on demand: the phone menu, the notices and the admin. Public pages are styled at build time
 * (styles.ts) and render none, so they load no Chakra at all.
 */
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { appSystem } from './system.ts';

export function UiProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={appSystem()}>{children}</ChakraProvider>;
}
