import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate, type ConfigData, type Message } from 'html-validate';
import { builtDir } from './cspSupport';
import { expect, test, visit } from './support';

/**
 * Every HTML file of the build, at the root and under the sub-path, read from disk (no browser):
 * html-validate's recommended rules pass, apart from the findings listed below, each with the
 * reason it is not the site's to fix or does not apply. Why each is there:
 * maintainers/html-validity.md.
 */
const CONFIG: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // React writes a boolean attribute as `hidden=""`: the rule checks one style, React's
    'attribute-boolean-style': ['error', { style: 'empty' }],
    // the search box is an ARIA combobox, whose popup is a listbox: a <select> cannot be one
    'prefer-native-element': ['error', { exclude: ['listbox'] }],
    // the demos are code to paste into an app, self-contained with React's `style={{…}}`, and
    // rc-select hides its input with `style="opacity:0"`; the CSP allows style attributes
    'no-inline-style': 'off',
  },
};

interface KnownFinding {
  rule: string;
  /** why it stays */
  reason: string;
  /** the finding, with the start tag of the element it is about and the file */
  matches: (message: Message, startTag: string, file: string) => boolean;
}

/** Findings that belong to a dependency or do not apply, scoped as narrowly as the markup allows. */
const KNOWN: KnownFinding[] = [
  {
    rule: 'attribute-misuse',
    reason: 'rc-pagination 4.0.4 renders each page number as <a rel="nofollow"> without href (Pager)',
    matches: (message, tag) => message.message.includes('"rel" attribute cannot be used on <a>') && /^<a rel="nofollow"/.test(tag),
  },
  {
    rule: 'aria-label-misuse',
    reason: "rc-select 14 puts the size changer's aria-label on its root <div>, which has no role",
    matches: (_, tag) => /^<div [^>]*class="rc-select[ "]/.test(tag),
  },
  {
    rule: 'valid-id',
    reason: "dumi names the demos of a Chinese page `<id>.zh-cn`; the id is also the demo's anchor and address",
    matches: (message) => /^element id "[\w-]+\.zh-cn(-code)?" must only contain/.test(message.message),
  },
  {
    rule: 'wcag/h32',
    reason: "the playground's form has no submit button: its controls act as they change (WCAG H32 does not apply)",
    matches: (_, tag, file) => /(^|\/)playground\/index\.html$/.test(file) && tag.startsWith('<form'),
  },
];

/**
 * React 18's useId ids (`:R1a:`) are valid HTML, but html-validate 9.7 crashes on them (it reads
 * `#:R1a:` as a selector with a pseudo-class); they become `react-R1a` for the check.
 */
export function withoutReactIds(html: string): string {
  return html.replace(/:(R[0-9A-Za-z]*):/g, 'react-$1');
}

/** The start tag of the element a finding points into. */
function startTagAt(html: string, offset: number): string {
  const start = html.lastIndexOf('<', offset);
  return html.slice(start, html.indexOf('>', offset) + 1);
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

// the markup is the same in both builds but for the base in its addresses, which the validator
// does not resolve: it runs on the root build
test('every built HTML file passes html-validate, apart from the listed dependency findings', async ({
  baseURL,
}) => {
  // about 6 s of processor time for the 93 files; on a machine shared with other jobs the wall
  // time runs far past the suite's 60 s default
  test.setTimeout(300_000);
  const dir = builtDir(baseURL!);
  const files = htmlFiles(dir);
  expect(files.length, `HTML files in ${dir}`).toBeGreaterThan(80);
  const validator = new HtmlValidate(CONFIG);
  const problems: string[] = [];
  const used = new Set<string>();
  for (const file of files) {
    const html = withoutReactIds(readFileSync(path.join(dir, file), 'utf8'));
    const report = await validator.validateString(html, file);
    for (const message of report.results.flatMap((result) => result.messages)) {
      const tag = startTagAt(html, message.offset);
      const known = KNOWN.find((finding) => finding.rule === message.ruleId && finding.matches(message, tag, file));
      if (known) used.add(known.rule);
      else problems.push(`${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message} (${tag.slice(0, 120)})`);
    }
  }
  expect(problems, 'fix the markup, or list the finding in KNOWN with its reason if a dependency writes it').toEqual([]);
  // an exception nothing needs any more goes
  expect([...used].sort(), 'a KNOWN finding no longer occurs: remove it').toEqual(KNOWN.map(({ rule }) => rule).sort());
});

test('every standalone demo file has a non-empty <title> before any script', async ({ baseURL }) => {
  const dir = builtDir(baseURL!);
  const demos = htmlFiles(dir).filter((file) => file.startsWith('~demos/'));
  expect(demos.length, `standalone demo pages in ${dir}`).toBeGreaterThan(50);
  const untitled = demos.filter((file) => {
    const html = readFileSync(path.join(dir, file), 'utf8');
    const title = html.match(/<title\b[^>]*>([^<]*)<\/title>/i);
    const script = html.search(/<script\b/i);
    return !title?.[1].trim() || title.index === undefined || (script >= 0 && title.index > script);
  });
  expect(untitled).toEqual([]);
});

// dumi gives a demo that a translated page shares with its original one id for both; the
// standalone page's script finds the original's first, and the static title must say the same
// (it once followed whichever page the build compiled last)
visit('a demo shared by both languages is titled from the default language, as served and once running', async ({ page, baseURL }) => {
  const route = '~demos/docs-demo-more-demo-throws/';
  const html = readFileSync(path.join(builtDir(baseURL!), route, 'index.html'), 'utf8');
  expect(html.match(/<title>([^<]*)<\/title>/)?.[1]).toBe('Error box – Demo');
  await page.goto(route);
  // the demo itself renders nothing in a production build; its title arrives with the lookup of
  // every page's demos, and nothing more loads after it
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveTitle('Error box – Demo');
});
