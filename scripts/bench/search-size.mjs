#!/usr/bin/env node
/**
 * What opening search costs on the wire, per language: the index file and the search code, each
 * gzipped, and an estimate at ten times the demo pages (each demo page's entry copied nine times).
 *
 *   npx dumi build && node scripts/bench/search-size.mjs [folder = docs-dist]
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { kib } from './report.mjs';

const gz = (text) => gzipSync(text, { level: 6 }).length;

/** The packed index with every demo page copied `copies` more times under new addresses. */
export function scaled(file, copies) {
  const extra = [];
  for (let copy = 1; copy <= copies; copy += 1) {
    for (const page of file.pages.filter(([, link]) => /\/demo\//.test(link))) {
      const [title, link, ...rest] = page;
      extra.push([`${title} ${copy}`, `${link}-${copy}`, ...rest]);
    }
  }
  return { ...file, pages: [...file.pages, ...extra] };
}

/** Gzipped bytes opening search downloads: `{ chunks, code, locales: [{ locale, index, total, tenfold… }] }`. */
export function searchSizes(dir) {
  const files = readdirSync(dir);
  // the site's engine (webpackChunkName "search") and the chunk MiniSearch lands in
  const chunks = files.filter(
    (name) =>
      name.endsWith('.js') && (name.startsWith('search.') || readFileSync(path.join(dir, name), 'utf8').includes('MiniSearch')),
  );
  const code = chunks.reduce((sum, name) => sum + gz(readFileSync(path.join(dir, name))), 0);
  const locales = files
    .filter((file) => /^search-index\..+\.json$/.test(file))
    .map((name) => {
      const file = JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
      const index = gz(JSON.stringify(file));
      const tenfoldIndex = gz(JSON.stringify(scaled(file, 9)));
      return { locale: file.locale, index, total: index + code, tenfoldIndex, tenfoldTotal: tenfoldIndex + code };
    });
  return { chunks, code, locales };
}

/** The lines the bench and this script print. */
export function formatSearchSizes({ chunks, code, locales }) {
  return [
    `search code (${chunks.join(', ') || 'not found'}): ${kib(code)} gzipped`,
    ...locales.map(
      ({ locale, index, total, tenfoldIndex, tenfoldTotal }) =>
        `${locale}: index ${kib(index)} + code = ${kib(total)}; ` +
        `at 10x demo pages: index ${kib(tenfoldIndex)} + code = ${kib(tenfoldTotal)}`,
    ),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(formatSearchSizes(searchSizes(process.argv[2] ?? 'docs-dist')));
}
