export interface LocaleBase {
  id: string;
  /** route prefix of the language: '/' for the default one, '/zh-CN' for Chinese */
  base?: string;
}

const trimSlashes = (base = '/') => base.replace(/^\/+|\/+$/g, '');

/**
 * The same page in another language: `/zh-CN/demo/basic` ↔ `/demo/basic`, `/zh-CN` ↔ `/`.
 * A path outside the current language's base is returned unchanged.
 */
export function localizedPath(pathname: string, current: LocaleBase, target: LocaleBase): string {
  const from = trimSlashes(current.base);
  const to = trimSlashes(target.base);
  const inner = pathname.replace(/^\/+/, '');
  let rest: string;
  if (!from) rest = inner;
  else if (inner === from) rest = '';
  else if (inner.startsWith(`${from}/`)) rest = inner.slice(from.length + 1);
  else return pathname;
  return `/${[to, rest].filter(Boolean).join('/')}`;
}
