#!/usr/bin/env node
/**
 * Fails (exit 1) when a built page links to a file or an anchor that does not exist; links to
 * other sites are not followed (scripts/links.mjs).
 *
 *   node scripts/check-links.mjs [folder = docs-dist] [base = $BASE or /]
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { findBrokenLinks, normalizeBase } from './links.mjs';

export async function checkLinks(folder, base) {
  const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  const htmlFiles = files.filter((file) => file.endsWith('.html'));
  const pages = new Map(
    await Promise.all(
      htmlFiles.map(async (file) => [file, await fs.readFile(path.join(folder, file), 'utf8')]),
    ),
  );
  return { pages: pages.size, broken: findBrokenLinks({ pages, files: new Set(files), base }) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const folder = path.resolve(process.argv[2] ?? 'docs-dist');
  const base = normalizeBase(process.argv[3] ?? process.env.BASE);
  const { pages, broken } = await checkLinks(folder, base);
  if (broken.length) {
    console.error(`check-links: ${broken.length} broken link(s) in ${folder} (base ${base}):`);
    for (const { page, href, reason } of broken) console.error(`  ${page}: ${href} → ${reason}`);
    process.exit(1);
  }
  console.log(`check-links: ${pages} pages in ${folder}, every internal link and anchor resolves (base ${base}).`);
}
