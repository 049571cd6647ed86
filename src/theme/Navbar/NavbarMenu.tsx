import { useIntl } from 'dumi';
import React, { useId } from 'react';
import { navCurrent, useDisclosure, type NavItem } from '@site/navigation';
import { NavbarLink } from './NavbarLink';

export interface NavbarMenuProps {
  item: NavItem;
  pathname: string;
}

/**
 * A second-level menu as a disclosure: the button shows and hides the list of links. Escape
 * closes it (focus back on the button), as does leaving it with the keyboard or the pointer.
 */
export function NavbarMenu({ item, pathname }: NavbarMenuProps) {
  const intl = useIntl();
  const listId = useId();
  const { open, close, toggle, buttonRef } = useDisclosure(pathname);

  return (
    <div
      className="site-navbar-menu"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
      onClick={(event) => event.stopPropagation()}
    >
      <button
        ref={buttonRef}
        type="button"
        className="site-navbar-link site-navbar-menu-button"
        aria-expanded={open}
        aria-controls={listId}
        aria-current={navCurrent(item, pathname)}
        onClick={toggle}
      >
        {item.title}
        <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden>
          <path d="m2.5 4.5 3.5 3.5 3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
        </svg>
        <span className="site-visually-hidden"> {intl.formatMessage({ id: 'nav.submenu' })}</span>
      </button>
      <ul id={listId} className="site-navbar-submenu" hidden={!open}>
        {item.children?.map((child) => (
          <li key={child.link || child.title}>
            <NavbarLink item={child} pathname={pathname} className="site-navbar-sublink" />
          </li>
        ))}
      </ul>
    </div>
  );
}
