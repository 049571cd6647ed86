import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as jsxRuntime from 'react/jsx-runtime';
import * as Pagination from 'rc-pagination';
import type { ModuleScope } from '../../liveDemo';
import { LOCALE_IDS } from '../../paginationLocale';
import { loadSelect } from './selectPart';

/** An empty module for a stylesheet import: the page sends its stylesheets by message. */
const stylesheet = () => Promise.resolve({});

/**
 * What edited code may import in the frame: the same names as the site's scope
 * (src/liveDemo/siteScope.ts), from the frame's own copies of React 18.2 and rc-pagination
 * (bundled with the runner) and rc-select (the runner's second script, loaded when imported); a
 * locale comes from the page, as data, when asked for.
 */
export function frameModuleScope(requestLocale: (id: string) => Promise<Record<string, string>>): ModuleScope {
  const have = (module: unknown) => () => Promise.resolve(module);
  return {
    preloaded: {},
    loaders: {
      react: have(React),
      'react/jsx-runtime': have(jsxRuntime),
      'react-dom': have(ReactDOM),
      'react-dom/client': have(ReactDOMClient),
      'rc-pagination': have(Pagination),
      'rc-pagination/assets/index.css': stylesheet,
      'rc-select': loadSelect,
      'rc-select/assets/index.css': stylesheet,
    },
    families: [
      {
        prefix: 'rc-pagination/lib/locale/',
        names: LOCALE_IDS,
        load: async (id) => ({ __esModule: true, default: await requestLocale(id) }),
      },
    ],
  };
}
