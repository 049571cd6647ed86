// @vitest-environment node
// Facts on Questions and Versions carry their source: every answer and every Versions
// bullet links the upstream repository or the npm page, each release links its tag, and a link
// to an issue says "issue", a link to a pull request says "PR".
import fs from 'fs';
import path from 'path';
import { describe, expect, it } from 'vitest';
import { bullets, links, linksUpstream, readPage, sections } from './markdown';

const REPO = 'https://github.com/react-component/pagination';

/**
 * Every issue and pull request the site cites, with its kind as checked in
 * maintainers/fact-audit.md. A new citation must be checked and added here.
 */
const CITED: Record<number, 'issues' | 'pull'> = {
  57: 'issues',
  61: 'issues',
  126: 'issues',
  131: 'issues',
  177: 'issues',
  258: 'pull',
  267: 'issues',
  284: 'issues',
  321: 'pull',
  330: 'issues',
  374: 'issues',
  385: 'pull',
  429: 'issues',
  433: 'pull',
  554: 'pull',
  569: 'pull',
  591: 'pull',
  597: 'pull',
  631: 'pull',
  634: 'pull',
  635: 'pull',
  636: 'pull',
  641: 'pull',
  642: 'pull',
  656: 'pull',
  658: 'pull',
  661: 'pull',
  662: 'pull',
  688: 'pull',
  689: 'pull',
  690: 'pull',
  695: 'pull',
};

const suffixes = ['', '.zh-CN'];

describe.each(suffixes)('questions%s.md', (suffix) => {
  const answers = sections(readPage(`questions${suffix}.md`));

  it('has answers to check', () => {
    expect(answers.length).toBeGreaterThanOrEqual(10);
  });

  it.each(answers.map(({ heading, body }) => [heading, body]))(
    'the answer "%s" links its upstream source',
    (_, body) => {
      expect(linksUpstream(body)).toBe(true);
    },
  );
});

describe.each(suffixes)('versions%s.md', (suffix) => {
  const page = readPage(`versions${suffix}.md`);

  it.each(bullets(page).map((bullet) => [bullet.slice(0, 60), bullet]))(
    'the bullet "%s…" links its upstream source',
    (_, bullet) => {
      expect(linksUpstream(bullet)).toBe(true);
    },
  );

  /** The version that starts a release heading ("4.1.0: align", "4.1.0：align"). */
  const versionOf = (heading: string) => heading.match(/^(\d+\.\d+\.\d+)[:：]/)?.[1];
  const releases = sections(page).filter(({ heading }) => versionOf(heading));

  it('has the release sections 4.1.0 to 5.1.0', () => {
    expect(releases.map(({ heading }) => versionOf(heading))).toEqual([
      '4.1.0',
      '4.2.0',
      '4.3.0',
      '5.0.0',
      '5.1.0',
    ]);
  });

  it.each(releases.map(({ heading, body }) => [heading, body]))('"%s" links its tag', (heading, body) => {
    const tag = `${REPO}/tree/v${versionOf(heading)}`;
    expect(links(body).map(({ href }) => href)).toContain(tag);
  });

  it('the @rc-component/pagination section links the package page and a 1.x tag', () => {
    const section = sections(page).find(({ heading }) => heading.startsWith('@rc-component/pagination'));
    const hrefs = links(section?.body ?? '').map(({ href }) => href);
    expect(hrefs).toContain('https://www.npmjs.com/package/@rc-component/pagination');
    expect(hrefs.some((href) => href.startsWith(`${REPO}/tree/@rc-component/pagination@1.`))).toBe(true);
  });
});

const docsDir = path.resolve(__dirname, '../../../docs');
const allPages = fs
  .readdirSync(docsDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.md'));

describe.each(allPages)('docs/%s', (page) => {
  const cited = links(readPage(page)).flatMap(({ text, href }) => {
    const match = href.match(/^https:\/\/github\.com\/react-component\/pagination\/(issues|pull)\/(\d+)$/);
    return match ? [{ text, kind: match[1] as 'issues' | 'pull', number: Number(match[2]) }] : [];
  });

  it('links each cited issue or PR by its kind, and names the kind', () => {
    const wrong = cited.filter(({ text, kind, number }) => {
      const label = CITED[number] === 'pull' ? `PR #${number}` : `issue #${number}`;
      return CITED[number] !== kind || text !== label;
    });
    expect(wrong, 'check the number upstream, then fix the link or add it to CITED').toEqual([]);
  });
});
