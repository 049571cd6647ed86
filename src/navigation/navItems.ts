/** A navigation entry as dumi's useNavData returns it (generated or configured). */
export interface NavItem {
  title: string;
  link?: string;
  /** path prefix of the pages the entry stands for */
  activePath?: string;
  children?: NavItem[];
}

/** A link that leaves the site: absolute URLs (with or without scheme), mail and phone links. */
export function isExternalLink(link: string | undefined): link is string {
  return !!link && /^([a-z][a-z\d+.-]*:)?\/\/|^(mailto|tel):/i.test(link);
}

/**
 * How a navigation entry relates to the current page, for `aria-current`: `page` when it links
 * to this very page, `true` when the page is inside its section, undefined otherwise.
 */
export function navCurrent(item: NavItem, pathname: string): 'page' | 'true' | undefined {
  if (isExternalLink(item.link)) return undefined;
  if (item.link === pathname) return 'page';
  const section = (item.activePath || item.link || '').replace(/\/$/, '');
  if (section && (pathname === section || pathname.startsWith(`${section}/`))) return 'true';
  if (item.children?.some((child) => navCurrent(child, pathname))) return 'true';
  return undefined;
}
