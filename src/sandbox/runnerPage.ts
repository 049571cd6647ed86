/** The live demos' runner page, written by plugins/sandbox/runnerPage.ts. */

export const RUNNER_PAGE = 'sandbox/runner.html';

/** `hash` keeps caches from mixing builds. */
export function runnerScriptName(hash: string): string {
  return `runner.${hash}.js`;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The policy as a meta tag (static hosts send no header); a classic script (a module would need CORS). */
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
    // a demo box's class, for the site's rules that reach into demos (src/styles/utilities.css)
    '<div id="root" class="site-demo-frame"></div>',
    `<script src="${escapeAttribute(scriptName)}"></script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

export function runnerPageUrl(basename: string): string {
  return `${basename.replace(/\/?$/, '/')}${RUNNER_PAGE}`;
}
