/**
 * The live demos' runner page: where it lives in the site's files and what it holds. One page
 * for every demo, at the root or under a sub-path (its script is addressed relative to it).
 * plugins/sandbox/runnerPage.ts writes it into the build and serves it from the dev server.
 */

/** The runner page's path from the site's base. */
export const RUNNER_PAGE = 'sandbox/runner.html';

/** The runner script's file name, beside the page; `hash` keeps caches from mixing builds. */
export function runnerScriptName(hash: string): string {
  return `runner.${hash}.js`;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The runner page's HTML: its policy as a meta tag first (static hosts send no header), an
 * empty root, and the runner script as a classic script (an opaque-origin frame fetching a
 * module script would make a CORS request, which plain static servers do not answer).
 */
export function runnerPageHtml(policy: string, scriptName: string): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}">`,
    '<meta name="robots" content="noindex">',
    '<title>Live demo</title>',
    '</head>',
    '<body>',
    '<div id="root"></div>',
    `<script src="${escapeAttribute(scriptName)}"></script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** The runner page's address for a site served from `basename` (`/` or `/pagination/`). */
export function runnerPageUrl(basename: string): string {
  return `${basename.replace(/\/?$/, '/')}${RUNNER_PAGE}`;
}
