import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as jsxRuntime from 'react/jsx-runtime';
import * as Pagination from 'rc-pagination';
import type { ModuleScope } from '../../liveDemo';
import type { CallName } from '../protocol';
import { LOCALE_IDS } from '../../paginationLocale';
import type { ReleasePart } from './releasePart';
import { loadSelect } from './selectPart';

/** The page sends its stylesheets by message. */
const stylesheet = () => Promise.resolve({});

export type CallListener = (name: CallName, args: [number, number]) => void;

type Listener = (first: number, second: number) => unknown;

/** The module with its Pagination telling `heard` of each onChange and onShowSizeChange, then the code's own. */
export function withCalls(module: Record<string, unknown>, heard: CallListener): Record<string, unknown> {
  const Original = module.default as React.ComponentType<Record<string, unknown>>;
  const relay = (name: CallName, own: unknown) => (first: number, second: number) => {
    heard(name, [first, second]);
    return typeof own === 'function' ? (own as Listener)(first, second) : undefined;
  };
  function Listened(props: Record<string, unknown>) {
    return React.createElement(Original, {
      ...props,
      onChange: relay('onChange', props.onChange),
      onShowSizeChange: relay('onShowSizeChange', props.onShowSizeChange),
    });
  }
  return { ...module, default: Object.assign(Listened, Original) };
}

/** What edited code may import in the frame: React, rc-pagination with its locales and rc-select, from the runner's copies. */
export function frameModuleScope(
  requestLocale: (id: string) => Promise<Record<string, string>>,
  release: ReleasePart | null = null,
  heard: CallListener | null = null,
): ModuleScope {
  const have = (module: unknown) => () => Promise.resolve(module);
  const shipped = (release?.pagination ?? Pagination) as Record<string, unknown>;
  const pagination = heard ? withCalls(shipped, heard) : shipped;
  const own = release?.locales ?? {};
  const ownIds = Object.keys(own).filter((id) => !LOCALE_IDS.includes(id));
  const locale = async (id: string) => ({
    __esModule: true,
    default: Object.prototype.hasOwnProperty.call(own, id) ? own[id] : await requestLocale(id),
  });
  // another release answers to both its names, and its locales to every path
  const names = release ? ['rc-pagination', '@rc-component/pagination'] : ['rc-pagination'];
  const localePaths = release ? ['lib/locale/', 'es/locale/', 'locale/'] : ['lib/locale/'];
  return {
    preloaded: {},
    loaders: {
      react: have(React),
      'react/jsx-runtime': have(jsxRuntime),
      'react-dom': have(ReactDOM),
      'react-dom/client': have(ReactDOMClient),
      ...Object.fromEntries(names.flatMap((name) => [[name, have(pagination)], [`${name}/assets/index.css`, stylesheet]])),
      'rc-select': loadSelect,
      'rc-select/assets/index.css': stylesheet,
    },
    families: names.flatMap((name) =>
      localePaths.map((localePath) => ({ prefix: `${name}/${localePath}`, names: [...LOCALE_IDS, ...ownIds], load: locale })),
    ),
  };
}
