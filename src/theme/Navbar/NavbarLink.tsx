import { Link, useIntl } from 'dumi';
import React from 'react';
import { isExternalLink, navCurrent, type NavItem } from '@site/navigation';

export interface NavbarLinkProps {
  item: NavItem;
  pathname: string;
  className?: string;
}

/** One navigation link: in-site through the router, to another site in a new tab. */
export function NavbarLink({ item, pathname, className = 'site-navbar-link' }: NavbarLinkProps) {
  const intl = useIntl();
  if (isExternalLink(item.link)) {
    return (
      <a className={className} href={item.link} target="_blank" rel="noopener noreferrer">
        {item.title}
        <svg className="site-navbar-external" viewBox="0 0 12 12" width="11" height="11" aria-hidden>
          <path d="M4.5 2.5H2.5v7h7v-2M7 2h3v3M10 2 5.5 6.5" fill="none" stroke="currentColor" strokeWidth="1.2" />
        </svg>
        <span className="site-visually-hidden"> {intl.formatMessage({ id: 'nav.newTab' })}</span>
      </a>
    );
  }
  if (!item.link) return <span className={className}>{item.title}</span>;
  return (
    <Link className={className} to={item.link} aria-current={navCurrent(item, pathname)}>
      {item.title}
    </Link>
  );
}
