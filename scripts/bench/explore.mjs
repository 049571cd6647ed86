#!/usr/bin/env node
/**
 * Where a bundle's bytes come from, by its source map: each package's (or site file's) bytes,
 * gzipped on their own (an estimate: a little worse than inside the file).
 *
 *   BENCH_SOURCE_MAPS=1 npx dumi build && node scripts/bench/explore.mjs docs-dist/umi.*.js [--top 30]
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';

/** 'node_modules/@scope/name/...' → '@scope/name'; dumi by folder (most of the theme); a site file by path. */
export function ownerOf(source) {
  const clean = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/\?.*$/, '');
  const packages = clean.match(/node_modules\/((?:@[^/]+\/)?[^/]+)(\/[^?]*)?/g);
  if (!packages) return clean.replace(/^(\.\.?\/)+/, '');
  const last = packages[packages.length - 1].replace('node_modules/', '');
  const [name, ...rest] = last.split('/');
  if (name === 'dumi') return ['dumi', ...rest.filter((part) => part !== 'dist').slice(0, 3)].join('/');
  return name.startsWith('@') ? `${name}/${rest[0]}` : name;
}

/** Splits the generated code into runs of characters credited to one owner each. */
export function creditBytes(code, map) {
  const lines = code.split('\n');
  const decoded = decode(map.mappings);
  const parts = new Map();
  const add = (owner, text) => parts.set(owner, (parts.get(owner) ?? '') + text);
  decoded.forEach((segments, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    let previousColumn = 0;
    let previousOwner = '(unmapped)';
    for (const segment of segments) {
      add(previousOwner, line.slice(previousColumn, segment[0]));
      previousColumn = segment[0];
      previousOwner = segment.length > 1 ? ownerOf(map.sources[segment[1]]) : '(unmapped)';
    }
    add(previousOwner, `${line.slice(previousColumn)}\n`);
  });
  return parts;
}

function main() {
  const args = process.argv.slice(2);
  const topIndex = args.indexOf('--top');
  const top = topIndex >= 0 ? Number(args.splice(topIndex, 2)[1]) : 40;
  const totals = new Map();
  let allCode = '';
  for (const file of args) {
    const code = readFileSync(file, 'utf8');
    allCode += code;
    const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
    for (const [owner, text] of creditBytes(code, map)) totals.set(owner, (totals.get(owner) ?? '') + text);
  }
  const rows = [...totals].map(([owner, text]) => ({
    owner,
    bytes: Buffer.byteLength(text),
    gzip: gzipSync(text, { level: 9 }).length,
  }));
  rows.sort((a, b) => b.gzip - a.gzip);
  const kib = (n) => (n / 1024).toFixed(1).padStart(7);
  console.log(`${'min KiB'.padStart(7)} ${'gz KiB'.padStart(7)}  source`);
  for (const row of rows.slice(0, top)) console.log(`${kib(row.bytes)} ${kib(row.gzip)}  ${row.owner}`);
  console.log(`${kib(Buffer.byteLength(allCode))} ${kib(gzipSync(allCode, { level: 9 }).length)}  (all, gzipped together)`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
