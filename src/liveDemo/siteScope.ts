import { isLocaleId, loadLocale, LOCALE_IDS } from '../paginationLocale';
import type { ModuleScope } from './scope';

/**
 * What edited demo code may import: the site's own copies of React, rc-pagination (its
 * stylesheet and its 71 locales) and rc-select. Each is downloaded when an edit first imports
 * it; the modules the demo imported already (`preloaded`, dumi's demo context) cost nothing.
 * A locale is its own small chunk, the same the playground downloads, so the 71 of them never
 * travel with the runner.
 */
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
