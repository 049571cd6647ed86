#!/usr/bin/env node
/**
 * Copies a build's search index files into tests/search-queries/index/, the pages the unit
 * relevance suite (tests/unit/search/relevance.test.ts) ranks against without a build. Run it
 * after a change to the pages' words, so that the unit figures are those of the site:
 *
 *   npx dumi build && node tests/search-queries/snapshot.mjs [folder = docs-dist]
 *
 * The e2e suite (tests/e2e/search-relevance.spec.ts) ranks the same queries on the build itself.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'docs-dist';
const out = path.join(path.dirname(new URL(import.meta.url).pathname), 'index');
const names = readdirSync(dir).filter((name) => /^search-index\..+\.json$/.test(name));
if (!names.length) throw new Error(`no search-index.*.json in ${dir}: build first`);
for (const name of names) {
  const file = JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
  // one page per line group, so that a diff shows which page's words changed
  writeFileSync(path.join(out, name), `${JSON.stringify(file, null, 1)}\n`);
  console.log(`${name}: ${file.pages.length} pages`);
}
