/** The pages the bench measures, read from a build and from docs/. */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pageKinds } from './reference-report.mjs';

/** Routes of every prerendered page except the standalone demo frames (~demos) and 404. */
export function pageRoutes(dir, prefix = '') {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return entry.name.startsWith('~') ? [] : pageRoutes(dir, relative);
    return entry.name === 'index.html' ? [prefix] : [];
  });
}

/** The routes of a build to measure, sorted: all, or those BENCH_ROUTES lists (`demo/basic,zh-CN`). */
export function selectedRoutes(dir, only = process.env.BENCH_ROUTES) {
  const wanted = only?.split(',').map((route) => route.trim().replace(/^\/+/, ''));
  return pageRoutes(dir)
    .filter((route) => !wanted || wanted.includes(route))
    .sort((a, b) => a.localeCompare(b));
}

/** Each route's kind, from the Markdown pages under docs/ and the demos they embed. */
export function sitePageKinds() {
  const read = (file) => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return undefined;
    }
  };
  const pages = readdirSync('docs', { recursive: true }).filter((file) => file.endsWith('.md'));
  return pageKinds(pages.map((file) => file.split(path.sep).join('/')), read);
}
