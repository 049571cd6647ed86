/**
 * Pure parts of the link checker (scripts/check-links.mjs): reading links and anchors out of
 * built HTML and deciding which of them lead nowhere. No file system access here.
 */
import { parse } from 'parse5';

/** Every element as { tag, attrs }, parsed as a browser would: scripts, styles, comments and templates hold no link. */
function readTags(html) {
  const tags = [];
  const walk = (node) => {
    for (const child of node.childNodes ?? []) {
      const attrs = Object.fromEntries((child.attrs ?? []).map(({ name, value }) => [name, value]));
      if (child.tagName) tags.push({ tag: child.tagName, attrs });
      walk(child);
    }
  };
  walk(parse(html));
  return tags;
}

/** The addresses a page points at: `href` and `src` of every element. */
export function extractLinks(html) {
  return readTags(html).flatMap(({ attrs }) =>
    ['href', 'src'].filter((name) => attrs[name] !== undefined).map((name) => attrs[name]),
  );
}

/** Fragment targets on a page: every `id`, and `name` on anchors. */
export function extractAnchors(html) {
  const anchors = new Set();
  for (const { tag, attrs } of readTags(html)) {
    if (attrs.id) anchors.add(attrs.id);
    if (tag === 'a' && attrs.name) anchors.add(attrs.name);
  }
  return anchors;
}

/** `/pagination` or `pagination/` → `/pagination/`; empty → `/`. */
export function normalizeBase(base) {
  const trimmed = (base ?? '/').trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/**
 * The address a built file is served at: `demo/basic/index.html` → `/base/demo/basic` (the site
 * drops trailing slashes), `index.html` → `/base/`, anything else as is.
 */
export function pageUrlOf(file, base) {
  const route = file.replace(/(^|\/)index\.html$/, '');
  return `${normalizeBase(base)}${route}`;
}

const SITE_ORIGIN = 'http://site.invalid';

/**
 * Where `href` on the page served at `pageUrl` leads, as { path, fragment } relative to the base
 * (path '' is the home page), { outside: true } for a same-site address outside the base, or
 * null when it leaves the site or is not a location (mailto:, data:, javascript:, …).
 */
export function resolveHref(href, pageUrl, base) {
  const trimmed = href.trim();
  if (!trimmed || /^(mailto|tel|data|javascript|blob):/i.test(trimmed)) return null;
  let url;
  try {
    url = new URL(trimmed, SITE_ORIGIN + pageUrl);
  } catch {
    return { path: trimmed, fragment: '', invalid: true };
  }
  if (url.origin !== SITE_ORIGIN) return null;
  const root = normalizeBase(base);
  const pathname = safeDecode(url.pathname);
  const fragment = safeDecode(url.hash.slice(1));
  if (pathname !== root.replace(/\/$/, '') && !pathname.startsWith(root)) {
    return { path: pathname, fragment, outside: true };
  }
  return { path: pathname.slice(root.length), fragment };
}

function safeDecode(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The built file that answers `path` (relative to the base), the way scripts/serve.mjs finds it. */
export function fileForPath(path, files) {
  const clean = path.replace(/\/+$/, '');
  return [clean, clean ? `${clean}/index.html` : 'index.html'].find((candidate) => files.has(candidate)) ?? null;
}

/**
 * Checks every page of a built site. `pages` maps a file path (relative to the output folder,
 * e.g. `demo/basic/index.html`) to its HTML; `files` is every file in the folder. Returns one
 * entry per broken link: { page, href, reason }.
 */
export function findBrokenLinks({ pages, files, base }) {
  const anchorsByFile = new Map();
  const anchorsOf = (file) => {
    if (!anchorsByFile.has(file)) anchorsByFile.set(file, extractAnchors(pages.get(file) ?? ''));
    return anchorsByFile.get(file);
  };
  const broken = [];
  for (const [page, html] of pages) {
    const pageUrl = pageUrlOf(page, base);
    for (const href of new Set(extractLinks(html))) {
      const target = resolveHref(href, pageUrl, base);
      if (!target) continue;
      if (target.invalid) {
        broken.push({ page, href, reason: 'not a valid address' });
        continue;
      }
      if (target.outside) {
        broken.push({ page, href, reason: `${target.path} is outside the site's base ${normalizeBase(base)}` });
        continue;
      }
      const file = fileForPath(target.path, files);
      if (!file) {
        broken.push({ page, href, reason: `no file for ${normalizeBase(base)}${target.path}` });
      } else if (target.fragment && file.endsWith('.html') && !anchorsOf(file).has(target.fragment)) {
        broken.push({ page, href, reason: `${file} has no element with id "${target.fragment}"` });
      }
    }
  }
  return broken;
}
