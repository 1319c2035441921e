import { Box, Container, Flex, HStack, IconButton, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../../shared/ui/Icon.tsx';
import { brand } from '../../catalogue/brand.ts';
import { isCurrentEntry, navigation, trackNavigation, type NavEntry } from './navigation.ts';
import { CatalogueLink } from '../../shared/ui/CatalogueLink.tsx';

const MobileMenu = lazy(() => import('./MobileMenu.tsx'));

export function Header() {
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [mobileWanted, setMobileWanted] = useState(false);
  const pathname = useLocation({ select: (location) => location.pathname });
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (openMenu === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) setOpenMenu(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenMenu(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [openMenu]);

  return (
    <Box as="header" borderBottomWidth="1px" bg="bg" position="sticky" top="0" zIndex="sticky">
      <Container maxW="7xl">
        <Flex h="16" align="center" justify="space-between" gap="4">
          <Link asChild fontWeight="bold" fontSize="xl" color="fg" _hover={{ textDecoration: 'none' }}>
            <RouterLink to="/" onClick={() => trackNavigation('/')}>
              <Box as="span" display="inline-flex" bg="blue.600" color="white" rounded="md" p="1" aria-hidden>
                <Icon name="Calculator" size={20} />
              </Box>
              {brand.name}
            </RouterLink>
          </Link>
          <Box as="nav" ref={navRef} aria-label="Main" display={{ base: 'none', md: 'block' }}>
            <HStack as="ul" gap="1" listStyleType="none">
              {navigation.map((entry) => (
                <Box as="li" key={entry.path} position="relative">
                  <DesktopEntry
                    entry={entry}
                    current={isCurrentEntry(entry, pathname)}
                    open={openMenu === entry.path}
                    onToggle={() => setOpenMenu((open) => (open === entry.path ? null : entry.path))}
                    onChoose={() => setOpenMenu(null)}
                  />
                </Box>
              ))}
            </HStack>
          </Box>
          <IconButton
            aria-label="Open menu"
            variant="ghost"
            display={{ base: 'inline-flex', md: 'none' }}
            onClick={() => {
              setMobileWanted(true);
              setMobileOpen(true);
            }}
          >
            <Icon name="Menu" />
          </IconButton>
        </Flex>
      </Container>
      {mobileWanted && (
        <Suspense fallback={null}>
          <MobileMenu open={mobileOpen} onOpenChange={setMobileOpen} pathname={pathname} />
        </Suspense>
      )}
    </Box>
  );
}

interface DesktopEntryProps {
  entry: NavEntry;
  current: boolean;
  open: boolean;
  onToggle: () => void;
  onChoose: () => void;
}

function DesktopEntry({ entry, current, open, onToggle, onChoose }: DesktopEntryProps) {
  const submenuId = useId();
  const choose = (path: string) => {
    trackNavigation(path);
    onChoose();
  };
  return (
    <>
      <HStack gap="0" rounded="md" bg={current ? 'blue.50' : undefined} color={current ? 'blue.700' : 'fg'}>
        <Link asChild px="3" py="2" fontWeight="medium" fontSize="sm" color="inherit" _hover={{ color: 'blue.700' }}>
          <CatalogueLink to={entry.path} onClick={() => choose(entry.path)} aria-current={current ? 'page' : undefined}>
            {entry.label}
          </CatalogueLink>
        </Link>
        {entry.submenu && (
          <IconButton
            aria-label={`${entry.label} calculators`}
            aria-expanded={open}
            aria-controls={submenuId}
            variant="ghost"
            size="xs"
            color="inherit"
            onClick={onToggle}
          >
            <Icon name="ChevronDown" style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 0.15s' }} />
          </IconButton>
        )}
      </HStack>
      {entry.submenu && (
        <Box
          id={submenuId}
          hidden={!open}
          position="absolute"
          top="100%"
          right="0"
          mt="1"
          minW="64"
          bg="bg"
          shadow="lg"
          rounded="lg"
          borderWidth="1px"
          p="2"
          zIndex="dropdown"
        >
          <Box as="ul" listStyleType="none">
            {entry.submenu.map((link) => (
              <li key={link.path}>
                <Link asChild display="flex" gap="2" px="3" py="2" rounded="md" fontSize="sm" color="fg" _hover={{ bg: 'gray.100', textDecoration: 'none' }}>
                  <CatalogueLink to={link.path} onClick={() => choose(link.path)}>
                    <Icon name={link.icon} size={16} />
                    <Text as="span">{link.label}</Text>
                  </CatalogueLink>
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      )}
    </>
  );
}
