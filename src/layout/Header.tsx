// The top bar (docs/routes.md#top-bar): logo, navigation, RUS/ENG switch, wallet button; under 568 px a short
// logo and a burger menu holding the navigation.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { selectIsAdmin, useAuth } from '../auth/authStore.ts';
import styles from './Header.module.css';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Logo } from './Logo.tsx';
import { NavLinks } from './NavLinks.tsx';
import { headerNavItems } from './navItems.ts';
import { WalletButton } from './WalletButton.tsx';

export const MOBILE_MENU_ID = 'mobile-navigation';

export function Header() {
  const { t } = useTranslation();
  const connected = useAuth((s) => s.isWalletConnected);
  const admin = useAuth(selectIsAdmin);
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const items = headerNavItems({ connected, admin });

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the burger menu on navigation
  useEffect(() => setMenuOpen(false), [location.pathname, location.hash]);

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Logo />
        <nav className={styles.desktopNav} aria-label={t('nav.label')}>
          <NavLinks items={items} className={styles.links} activeClassName={styles.active} />
        </nav>
        <div className={styles.actions}>
          <LanguageSwitch />
          <WalletButton />
          <button
            type="button"
            className={styles.burger}
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span aria-hidden="true" className={menuOpen ? styles.burgerIconOpen : styles.burgerIcon} />
          </button>
        </div>
      </div>
      <nav
        id={MOBILE_MENU_ID}
        className={styles.mobileNav}
        aria-label={t('nav.mobileLabel')}
        hidden={!menuOpen}
      >
        <NavLinks
          items={items}
          className={styles.mobileLinks}
          activeClassName={styles.active}
          onNavigate={() => setMenuOpen(false)}
        />
      </nav>
    </header>
  );
}
