import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
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
          <NavLink
            to={item.to}
            end={item.to === '/'}
            onClick={onNavigate}
            className={({ isActive }) =>
              isActive && !item.to.includes('#') && activeClassName ? activeClassName : undefined
            }
          >
            {t(item.labelKey)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
