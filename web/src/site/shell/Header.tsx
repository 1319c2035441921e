import { Link as RouterLink, useLocation } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Icon } from '../../shared/ui/Icon.tsx';
import { openSearch } from '../search/openSearch.ts';
import { useSiteNav } from '../siteData.ts';
import { isCurrentEntry, navigationOf, trackNavigation, type NavEntry } from './navigation.ts';
import { CatalogueLink } from '../../shared/ui/CatalogueLink.tsx';
import { cx } from '../../shared/ui/styles.ts';
import { desktopEntry, header } from './Header.styles.ts';

const MobileMenu = lazy(() => import('./MobileMenu.tsx'));

export function Header() {
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [mobileWanted, setMobileWanted] = useState(false);
  const pathname = useLocation({ select: (location) => location.pathname });
  const navRef = useRef<HTMLElement>(null);
  const nav = useSiteNav();
  const navigation = useMemo(() => navigationOf(nav), [nav]);

  useEffect(() => {
    if (openMenu === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) setOpenMenu(null);
    };
    // Escape closes the open menu and is then spent: it is marked handled, and heard in the capture
    // phase, before a page's own keys (the scientific calculator clears on Escape) hear it bubble.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpenMenu(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [openMenu]);

  return (
    <header className={header.root}>
      <div className={header.container}>
        <div className={header.bar}>
          <RouterLink to="/" onClick={() => trackNavigation('/')} className={header.brand}>
            <span className={header.logo} aria-hidden>
              <Icon name="Calculator" size={20} />
            </span>
            {nav.siteName}
          </RouterLink>
          <nav ref={navRef} aria-label="Main" className={header.nav}>
            <ul className={header.navList}>
              {navigation.map((entry) => (
                <li key={entry.path} className={header.navItem}>
                  <DesktopEntry
                    entry={entry}
                    current={isCurrentEntry(entry, pathname)}
                    open={openMenu === entry.path}
                    onToggle={() => setOpenMenu((open) => (open === entry.path ? null : entry.path))}
                    onChoose={() => setOpenMenu(null)}
                  />
                </li>
              ))}
            </ul>
          </nav>
          <div className={header.actions}>
            <button type="button" aria-label="Search" className={header.searchButton} onClick={(event) => openSearch(event.currentTarget)}>
              <Icon name="Search" />
            </button>
            <button
              type="button"
              aria-label="Open menu"
              className={header.menuButton}
              onClick={() => {
                setMobileWanted(true);
                setMobileOpen(true);
              }}
            >
              <Icon name="Menu" />
            </button>
          </div>
        </div>
      </div>
      {mobileWanted && (
        <Suspense fallback={null}>
          <MobileMenu open={mobileOpen} onOpenChange={setMobileOpen} pathname={pathname} navigation={navigation} />
        </Suspense>
      )}
    </header>
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
      <div className={cx(desktopEntry.root, current ? desktopEntry.current : desktopEntry.other)}>
        <CatalogueLink to={entry.path} onClick={() => choose(entry.path)} aria-current={current ? 'page' : undefined} className={desktopEntry.link}>
          {entry.label}
        </CatalogueLink>
        {entry.submenu && (
          <button
            type="button"
            aria-label={`${entry.label} calculators`}
            aria-expanded={open}
            aria-controls={submenuId}
            className={desktopEntry.toggle}
            onClick={onToggle}
          >
            <Icon name="ChevronDown" style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 0.15s' }} />
          </button>
        )}
      </div>
      {entry.submenu && (
        <div id={submenuId} hidden={!open} className={desktopEntry.submenu}>
          <ul className={desktopEntry.submenuList}>
            {entry.submenu.map((link) => (
              <li key={link.path}>
                <CatalogueLink to={link.path} onClick={() => choose(link.path)} className={desktopEntry.submenuLink}>
                  <Icon name={link.icon} size={16} />
                  <span>{link.label}</span>
                </CatalogueLink>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
