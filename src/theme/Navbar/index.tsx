import { useIntl, useLocation, useNavData } from 'dumi';
import React from 'react';
import type { NavItem } from '@site/navigation';
import { NavbarLink } from './NavbarLink';
import { NavbarMenu } from './NavbarMenu';
import './index.css';

/**
 * The main navigation: entries generated from the pages' frontmatter, plus the configured ones
 * (`themeConfig.nav`, in append, prepend or override mode). An entry with children (a second
 * level) opens a menu; links to other sites open in a new tab, and say so.
 */
export default function Navbar() {
  const intl = useIntl();
  const items = useNavData() as NavItem[];
  const { pathname } = useLocation();
  return (
    <nav className="site-navbar" aria-label={intl.formatMessage({ id: 'nav.main' })}>
      <ul className="site-navbar-list">
        {items.map((item) => (
          <li key={item.activePath || item.link || item.title} className="site-navbar-item">
            {item.children?.length ? (
              <NavbarMenu item={item} pathname={pathname} />
            ) : (
              <NavbarLink item={item} pathname={pathname} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
