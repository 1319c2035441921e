import { Box, Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useMarkLive } from '../../shared/live.ts';
import { FloatingSearch } from '../search/FloatingSearch.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

/** The frame every public page shares: skip link, header, main content, footer, floating search. */
export function SiteLayout({ children }: { children: ReactNode }) {
  useMarkLive();
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <Link href="#main" position="absolute" left="2" top="-40" zIndex="skipLink" bg="bg" p="2" rounded="md" _focus={{ top: '2' }}>
        Skip to content
      </Link>
      <Header />
      <Box as="main" id="main" flex="1" tabIndex={-1} _focus={{ outline: 'none' }}>
        {children}
      </Box>
      <Footer />
      <FloatingSearch />
    </Box>
  );
}
