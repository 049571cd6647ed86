// @vitest-environment node
import fs from 'fs';
import path from 'path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { notesForCode } from '../../../src/versions/notes';
import { DEFAULT_RELEASE, RELEASE_IDS, releaseOf, type ReleaseId } from '../../../src/versions/releases';

/**
 * The Versions page's examples written for a later release sit in
 * docs/release-examples (outside the site's type check, which knows 4.0.4 only), each embedded
 * with `<code src release="…">`, the Chinese page a `.zh-CN.tsx` twin of each (Chinese comments,
 * the zh_CN locale). Each type-checks against the release its tag names, uses something 4.0.4
 * lacks, and needs no note on its own release.
 */
const ROOT = path.resolve(__dirname, '../../..');
const EXAMPLES = path.join(ROOT, 'docs/release-examples');
const PAGES = ['docs/versions.md', 'docs/versions.zh-CN.md'];

/** Each `<code src="./release-examples/…" release="…">` of a page: file → release. */
function examplesOf(page: string): Record<string, string> {
  const markdown = fs.readFileSync(path.join(ROOT, page), 'utf8');
  const tags = [...markdown.matchAll(/<code src="\.\/release-examples\/([^"]+)"([^>]*)>/g)];
  return Object.fromEntries(tags.map(([, file, rest]) => [file!, /\brelease="([^"]+)"/.exec(rest!)?.[1] ?? '']));
}

/** Type errors of `file` compiled with rc-pagination resolving to `release`'s installed alias. */
function typeErrors(file: string, release: ReleaseId): string[] {
  const alias = path.join('node_modules', releaseOf(release).alias);
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    jsx: ts.JsxEmit.ReactJSX,
    target: ts.ScriptTarget.ES2020,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    esModuleInterop: true,
    skipLibCheck: true,
    types: [],
    baseUrl: ROOT,
    paths: { 'rc-pagination': [alias], 'rc-pagination/*': [`${alias}/*`] },
  };
  const program = ts.createProgram([path.join(EXAMPLES, file)], options);
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

/** `align.tsx` → `align.zh-CN.tsx`: the Chinese page's twin of an example. */
const chineseTwin = (file: string) => file.replace(/\.tsx$/, '.zh-CN.tsx');

describe('the Versions examples written for a later release', () => {
  const english = examplesOf(PAGES[0]!);
  const chinese = examplesOf(PAGES[1]!);
  const examples = { ...english, ...chinese };

  it('are each embedded on both pages, the Chinese twin on the Chinese page, with the same release, a later one the site runs', () => {
    expect(Object.keys(examples).sort()).toEqual(fs.readdirSync(EXAMPLES).sort());
    expect(chinese).toEqual(Object.fromEntries(Object.entries(english).map(([file, release]) => [chineseTwin(file), release])));
    for (const release of Object.values(examples)) {
      expect(RELEASE_IDS).toContain(release);
      expect(release).not.toBe(DEFAULT_RELEASE);
    }
  });

  it.each(Object.entries(examples))('%s type-checks on %s', { timeout: 60_000 }, (file, release) => {
    expect(typeErrors(file, release as ReleaseId)).toEqual([]);
  });

  it('use what 4.0.4 lacks, and nothing their own release lacks', () => {
    for (const [file, release] of Object.entries(examples)) {
      const code = fs.readFileSync(path.join(EXAMPLES, file), 'utf8');
      expect(notesForCode([code], DEFAULT_RELEASE), file).not.toEqual([]);
      expect(notesForCode([code], release as ReleaseId), file).toEqual([]);
    }
  });

  it.each(Object.keys(english))('%s reads in Chinese on the Chinese page: zh_CN locale, Chinese comments, the same code', (file) => {
    const code = fs.readFileSync(path.join(EXAMPLES, file), 'utf8');
    const twin = fs.readFileSync(path.join(EXAMPLES, chineseTwin(file)), 'utf8');
    expect(twin).toContain("import zhCN from 'rc-pagination/lib/locale/zh_CN';");
    expect(twin).toContain('locale={zhCN}');
    expect(twin).not.toMatch(/en_US|enUS/);
    const comments = twin.match(/^\s*\/\/.*$/gm) ?? [];
    expect(comments.length).toBeGreaterThan(0);
    for (const comment of comments) expect(comment).toMatch(/\p{Script=Han}/u);
    // apart from comments, the locale and the words on screen, the twin is the same code
    const shape = (source: string) =>
      source
        .replace(/^\s*\/\/.*\n/gm, '')
        .replace(/enUS|zhCN/g, 'LOCALE')
        .replace(/en_US|zh_CN/g, 'LOCALE')
        .replace(/'[^'\n]*'|>[^<>{}]*</g, 'TEXT');
    expect(shape(twin)).toBe(shape(code));
  });

  it('would not type-check against 4.0.4: the check reads the release it is given', () => {
    expect(typeErrors('size-changer-render.tsx', DEFAULT_RELEASE).join('\n')).toContain('sizeChangerRender');
  });
});
