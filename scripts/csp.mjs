#!/usr/bin/env node
/**
 * The Content-Security-Policy the built site works under, with a hash for every inline script
 * the build emits (the colour-mode head script and umi's loader data script, whose text changes
 * from build to build). `node scripts/csp.mjs [folder = docs-dist]` prints it.
 *
 * Why each directive:
 * - script-src: our bundles and exactly this build's inline scripts; code a visitor edits runs
 *   only in the sandboxed runner frame, under `runnerPolicy` below;
 * - style-src 'self' for stylesheets and <style> elements (none are added at run time);
 *   style-src-attr 'unsafe-inline' for style attributes: prerendered markup carries React's
 *   `style` props (demos, rc-select's hidden search input) and the StackBlitz SDK styles its
 *   form with setAttribute; attributes cannot run script, and without this they are dropped;
 * - img-src data: for images inlined as data URLs; fonts come from the site only (the one font
 *   dumi inlines, its hero title's, is gone: src/theme/HeroTitle replaces that slot);
 * - worker-src 'none': nothing starts a worker (search runs on the main thread, src/search);
 * - form-action: the export buttons POST the demo to CodeSandbox, CodePen and StackBlitz.
 */
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

/** The bodies of the scripts a browser would run inline (no `src`, a JavaScript type). */
export function inlineScripts(html) {
  const bodies = [];
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = attrs.match(/\stype\s*=\s*["']?([^"'\s>]+)/i)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue;
    bodies.push(body);
  }
  return bodies;
}

/** CSP source expression allowing one exact inline script. */
export function scriptHash(body) {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

export function buildPolicy(scriptHashes) {
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...[...new Set(scriptHashes)].sort()],
    'style-src': ["'self'"],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'worker-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ['https://codesandbox.io', 'https://codepen.io', 'https://stackblitz.com'],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The runner's one Trusted Types policy, created before any visitor code runs (src/sandbox/runner/lockdown.ts). */
export const RUNNER_TRUSTED_TYPES = 'rcp-runner';

/**
 * The policy of the live demos' runner page (src/sandbox/runnerPage.ts): its own script and the
 * visitor's compiled blob, no request, and Trusted Types with the one policy the runner creates
 * first. Why each directive: maintainers/live-demo-sandbox.md.
 */
export function runnerPolicy() {
  return [
    "default-src 'none'",
    "script-src 'self' blob:",
    "connect-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "require-trusted-types-for 'script'",
    `trusted-types ${RUNNER_TRUSTED_TYPES}`,
  ].join('; ');
}

/** The policy for the built site in `folder`. */
export async function policyFor(folder) {
  // the runner page has no inline script: it adds no hash
  const files = (await fs.readdir(folder, { recursive: true })).filter((file) => file.endsWith('.html'));
  if (!files.length) throw new Error(`csp: no HTML files in ${folder}: build the site first`);
  const pages = await Promise.all(files.map((file) => fs.readFile(path.join(folder, file), 'utf8')));
  return buildPolicy(pages.flatMap(inlineScripts).map(scriptHash));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // no top-level await: the tests import this module through require()
  policyFor(path.resolve(process.argv[2] ?? 'docs-dist')).then(console.log, (error) => {
    console.error(error.message);
    process.exit(1);
  });
}
