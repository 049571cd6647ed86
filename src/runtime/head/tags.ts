/** The head tags the mounted <Helmet>s ask for, merged as react-helmet-async merges them. Pure. */
import { Children, isValidElement, type ReactNode } from 'react';

export type Attributes = Record<string, string>;

export interface HeadRequest {
  title?: string;
  html: Attributes;
  meta: Attributes[];
  link: Attributes[];
}

const ATTRIBUTE_NAMES: Record<string, string> = {
  className: 'class',
  httpEquiv: 'http-equiv',
  charSet: 'charset',
  itemProp: 'itemprop',
  hrefLang: 'hreflang',
  crossOrigin: 'crossorigin',
};

/** react-helmet-async drops a tag that has none of them. */
const PRIMARY: Record<'meta' | 'link', string[]> = {
  meta: ['name', 'charset', 'http-equiv', 'property', 'itemprop'],
  link: ['rel', 'href'],
};

function attributesOf(props: Record<string, unknown>): Attributes {
  const attributes: Attributes = {};
  for (const [name, value] of Object.entries(props)) {
    if (name === 'children' || value === undefined || value === null || value === false) continue;
    attributes[ATTRIBUTE_NAMES[name] ?? name.toLowerCase()] = value === true ? '' : String(value);
  }
  return attributes;
}

const textOf = (children: unknown): string =>
  Array.isArray(children) ? children.map(textOf).join('') : children === undefined || children === null || children === false ? '' : String(children);

export function readHelmetChildren(children: ReactNode): HeadRequest {
  const request: HeadRequest = { html: {}, meta: [], link: [] };
  Children.forEach(children, (child) => {
    if (!isValidElement(child) || typeof child.type !== 'string') return;
    const props = child.props as Record<string, unknown>;
    if (child.type === 'title') request.title = textOf(props.children);
    else if (child.type === 'html') Object.assign(request.html, attributesOf(props));
    else if (child.type === 'meta' || child.type === 'link') request[child.type].push(attributesOf(props));
  });
  return request;
}

function primaryKey(kind: 'meta' | 'link', tag: Attributes): string | null {
  let key: string | null = null;
  for (const name of Object.keys(tag)) {
    if (!PRIMARY[kind].includes(name)) continue;
    if (key === 'rel' && tag.rel.toLowerCase() === 'canonical') continue;
    if (name === 'rel' && tag.rel.toLowerCase() === 'stylesheet') continue;
    key = name;
  }
  return key && tag[key] ? `${key}=${tag[key].toLowerCase()}` : null;
}

function mergeTags(kind: 'meta' | 'link', requests: HeadRequest[]): Attributes[] {
  const taken = new Set<string>();
  const kept: Attributes[][] = [];
  // a name a later instance used is taken
  for (const request of [...requests].reverse()) {
    const own = new Set<string>();
    kept.unshift(
      request[kind].filter((tag) => {
        const key = primaryKey(kind, tag);
        if (key === null || taken.has(key)) return false;
        own.add(key);
        return true;
      }),
    );
    own.forEach((key) => taken.add(key));
  }
  return kept.flat();
}

export function mergeHeadRequests(requests: HeadRequest[]): HeadRequest {
  const titled = requests.filter((request) => request.title !== undefined);
  return {
    title: titled.length ? titled[titled.length - 1].title : undefined,
    html: Object.assign({}, ...requests.map((request) => request.html)),
    meta: mergeTags('meta', requests),
    link: mergeTags('link', requests),
  };
}
