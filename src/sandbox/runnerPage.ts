/** The live demos' runner page, written by plugins/sandbox/runnerPage.ts. */

export const RUNNER_PAGE = 'sandbox/runner.html';
/**
 * A comparison's runner page: the measuring part (with axe-core, src/compare/probe.ts) runs before
 * the runner, so its half-megabyte is read before the frame answers the watchdog's first ping.
 */
export const PROBE_RUNNER_PAGE = 'sandbox/compare.html';
export const RUNNER_PAGES: readonly string[] = [RUNNER_PAGE, PROBE_RUNNER_PAGE];

/** `hash` keeps caches from mixing builds. */
export function runnerScriptName(hash: string): string {
  return `runner.${hash}.js`;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The policy as a meta tag (static hosts send no header); classic scripts (a module would need CORS), `before` ahead of the runner's. */
export function runnerPageHtml(policy: string, scriptName: string, before: readonly string[] = []): string {
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
    // a demo box's class, for the site's rules that reach into demos (src/styles/utilities.css)
    '<div id="root" class="site-demo-frame"></div>',
    ...[...before, scriptName].map((name) => `<script src="${escapeAttribute(name)}"></script>`),
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

export function runnerPageUrl(basename: string, probe = false): string {
  return `${basename.replace(/\/?$/, '/')}${probe ? PROBE_RUNNER_PAGE : RUNNER_PAGE}`;
}
