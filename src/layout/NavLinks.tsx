import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import type { NavItem } from './navItems.ts';

export function NavLinks({
  items,
  className,
  activeClassName,
  onNavigate,
}: {
  items: NavItem[];
  className?: string;
  activeClassName?: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.key}>
          {item.to.includes('#') ? (
            // A section of the main page: never "the current page", so a plain link.
            <Link to={item.to} onClick={onNavigate}>
              {t(item.labelKey)}
            </Link>
          ) : (
            <NavLink
              to={item.to}
              end={item.to === '/'}
              onClick={onNavigate}
              className={({ isActive }) => (isActive && activeClassName ? activeClassName : undefined)}
            >
              {t(item.labelKey)}
            </NavLink>
          )}
        </li>
      ))}
    </ul>
  );
}
