import { isLocaleId, loadLocale, LOCALE_IDS } from '../paginationLocale';
import type { ModuleScope } from './scope';

/** The site's React, rc-pagination (stylesheet, 71 locales, each its own chunk) and rc-select, downloaded on first import. */
export function siteModuleScope(preloaded: Record<string, unknown> = {}): ModuleScope {
  return {
    preloaded,
    loaders: {
      react: () => import('react'),
      'react/jsx-runtime': () => import('react/jsx-runtime'),
      'react-dom': () => import('react-dom'),
      'react-dom/client': () => import('react-dom/client'),
      'rc-pagination': () => import('rc-pagination'),
      'rc-pagination/assets/index.css': () => import('rc-pagination/assets/index.css'),
      'rc-select': () => import('rc-select'),
      'rc-select/assets/index.css': () => import('rc-select/assets/index.css'),
    },
    families: [
      {
        prefix: 'rc-pagination/lib/locale/',
        names: LOCALE_IDS,
        load: async (id) => {
          if (!isLocaleId(id)) throw new Error(`Unknown rc-pagination locale: ${id}`);
          return { __esModule: true, default: await loadLocale(id) };
        },
      },
    ],
  };
}
