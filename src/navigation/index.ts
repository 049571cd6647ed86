export { isExternalLink, navCurrent, type NavItem } from './navItems';
export { editUrl, isoDate, longDate, pagerLinks, type SidebarLink } from './pager';
export { TAB_QUERY_KEY, tabLink, tabOf } from './tabQuery';
export { useDisclosure } from './useDisclosure';
