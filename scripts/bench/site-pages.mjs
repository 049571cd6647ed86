/** The pages the bench measures, read from a build and from docs/. */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pageKinds } from './reference-report.mjs';

/** Routes of every prerendered page except the standalone demo frames (~demos) and 404. */
export function pageRoutes(dir) {
  return readdirSync(dir, { recursive: true })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /(^|\/)index\.html$/.test(file) && !/(^|\/)~/.test(file))
    .map((file) => file.replace(/\/?index\.html$/, ''));
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
  const read = (file) => (statSync(file, { throwIfNoEntry: false })?.isFile() ? readFileSync(file, 'utf8') : undefined);
  const pages = readdirSync('docs', { recursive: true }).filter((file) => file.endsWith('.md'));
  return pageKinds(pages.map((file) => file.split(path.sep).join('/')), read);
}
