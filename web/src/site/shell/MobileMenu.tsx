import { Box, CloseButton, Drawer, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';
import { Icon } from '../../shared/ui/Icon.tsx';
import { isCurrentEntry, trackNavigation, type NavEntry } from './navigation.ts';
import { CatalogueLink } from '../../shared/ui/CatalogueLink.tsx';
import { UiProvider } from '../../shared/ui/UiProvider.tsx';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pathname: string;
  navigation: readonly NavEntry[];
}

/** The phone menu that slides in from the right; its own chunk. */
export default function MobileMenu({ open, onOpenChange, pathname, navigation }: Props) {
  const choose = (path: string) => {
    trackNavigation(path);
    onOpenChange(false);
  };
  return (
    <UiProvider>
      <Drawer.Root recipe={drawerSlotRecipe} open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="end" size="xs">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header>
                <Drawer.Title>Menu</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <Box as="nav" aria-label="Mobile">
                  <Stack as="ul" gap="1" listStyleType="none">
                    {navigation.map((entry) => (
                      <li key={entry.path}>
                        <Link
                          asChild
                          display="flex"
                          gap="2"
                          px="2"
                          py="2"
                          rounded="md"
                          fontWeight="semibold"
                          color={isCurrentEntry(entry, pathname) ? 'accent.fg' : 'fg'}
                        >
                          <CatalogueLink to={entry.path} onClick={() => choose(entry.path)} aria-current={entry.path === pathname ? 'page' : undefined}>
                            <Icon name={entry.icon} size={18} />
                            {entry.label}
                          </CatalogueLink>
                        </Link>
                        {entry.submenu && (
                          <Stack as="ul" gap="0" listStyleType="none" ps="8" aria-label={`${entry.label} calculators`}>
                            {entry.submenu.map((link) => (
                              <li key={link.path}>
                                <Link asChild display="flex" gap="2" px="2" py="1.5" fontSize="sm" color={link.path === pathname ? 'accent.fg' : 'fg.muted'}>
                                  <CatalogueLink to={link.path} onClick={() => choose(link.path)} aria-current={link.path === pathname ? 'page' : undefined}>
                                    <Icon name={link.icon} size={16} />
                                    <Text as="span">{link.label}</Text>
                                  </CatalogueLink>
                                </Link>
                              </li>
                            ))}
                          </Stack>
                        )}
                      </li>
                    ))}
                  </Stack>
                </Box>
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton aria-label="Close menu" size="sm" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </UiProvider>
  );
}
