/**
 * The one stand-in for dumi's theme API in unit tests. Under jsdom the real 'dumi' loads its Node
 * entry, so vitest aliases 'dumi' here (vitest.config.ts); a test that renders react-intl's
 * `useIntl` directly mocks 'react-intl' with this module too.
 *
 * Tests describe the page with `setDumi({ … })`; `resetDumi()` runs after every test
 * (tests/stubs/setup.ts). Interface strings are the site's own (.dumi/theme/locales/*.json),
 * formatted as react-intl formats them, and a missing key throws, so rendering in both languages
 * proves every label exists in both.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import React from 'react';
import enUS from '../../.dumi/theme/locales/en-US.json';
import zhCN from '../../.dumi/theme/locales/zh-CN.json';

export type InterfaceLocale = 'en-US' | 'zh-CN';

const MESSAGES: Record<InterfaceLocale, Record<string, string>> = { 'en-US': enUS, 'zh-CN': zhCN };

/** The site's languages, as .dumirc.ts lists them and dumi adds their base paths. */
export const LOCALES = [
  { id: 'en-US', name: 'English', base: '/' },
  { id: 'zh-CN', name: '中文', base: '/zh-CN' },
];

export interface Route {
  id: string;
  path: string;
  parentId?: string;
  meta?: { frontmatter: Record<string, unknown> };
}

/** What the page looks like to the theme: every hook below reads only this. */
export interface DumiState {
  locale: InterfaceLocale;
  location: { pathname: string; search: string; hash: string };
  /** The current route (useRouteData, matchRoutes) and the app's routes (useAppData). */
  route?: Route;
  routes: Record<string, Route>;
  routeMeta: { frontmatter: Record<string, unknown>; toc?: unknown[] };
  basename: string;
  themeConfig: Record<string, unknown>;
  /** The flag dumi sets when every page has a navigation group. */
  twoLevelNav: boolean;
  navData: unknown[];
  sidebarData: Record<string, unknown[]>;
  /** The modules a demo imported (useDemo().context). */
  demoContext?: Record<string, unknown>;
  navigate: (to: string) => void;
}

const initialState = (): DumiState => ({
  locale: 'en-US',
  location: { pathname: '/', search: '', hash: '' },
  routes: {},
  routeMeta: { frontmatter: {} },
  basename: '/',
  themeConfig: {},
  twoLevelNav: false,
  navData: [],
  sidebarData: {},
  navigate: () => {},
});

let state = initialState();

export function setDumi(patch: Partial<DumiState>): void {
  state = { ...state, ...patch };
}

export function resetDumi(): void {
  state = initialState();
}

/** Changes only the path of the current location. */
export const setPathname = (pathname: string) =>
  setDumi({ location: { ...state.location, pathname } });

export function useIntl() {
  const { locale } = state;
  return {
    locale,
    formatMessage({ id }: { id: string }, values?: Record<string, unknown>): string {
      const message = MESSAGES[locale][id];
      if (message === undefined) throw new Error(`no ${locale} interface string '${id}'`);
      return String(new IntlMessageFormat(message, locale).format(values));
    },
  };
}

export const useLocale = () => LOCALES.find(({ id }) => id === state.locale) ?? LOCALES[0];
export const useSiteData = () => ({
  locales: LOCALES,
  themeConfig: state.themeConfig,
  _2_level_nav_available: state.twoLevelNav,
});
export const useLocation = () => state.location;
export const useNavigate = () => state.navigate;
export const useAppData = () => ({
  basename: state.basename,
  routes: state.routes,
  clientRoutes: Object.values(state.routes),
});
export const useRouteData = () => ({ route: state.route });
export const matchRoutes = () => (state.route ? [{ route: state.route }] : null);
export const useRouteMeta = () => state.routeMeta;
export const useNavData = () => state.navData;
export const useFullSidebarData = () => state.sidebarData;
export const useDemo = (_id?: string) => ({ context: state.demoContext });

export const Link = ({ to, children, ...rest }: { to: string; children?: React.ReactNode }) =>
  React.createElement('a', { href: to, ...rest }, children);

/** For reading .dumirc.ts. */
export const defineConfig = <T>(config: T) => config;
