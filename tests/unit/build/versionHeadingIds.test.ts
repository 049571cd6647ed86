import { readdirSync, readFileSync } from 'fs';
import { createRequire } from 'module';
import path from 'path';
import { describe, expect, it } from 'vitest';
import remarkVersionHeadingIds, {
  slugOf,
  textOf,
  versionHeadingId,
  type MdastNode,
} from '../../../plugins/pages/versionHeadingIds';

const root = path.resolve(__dirname, '../../..');
/** The slugger dumi's rehypeSlug uses, resolved from dumi as dumi resolves it. */
const githubSlug = (
  createRequire(require.resolve('dumi'))('github-slugger') as { slug: (text: string) => string }
).slug;

/** Every heading line of the site's markdown pages. */
function docHeadings(): string[] {
  const files = readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.md'),
  );
  return files.flatMap((file) => {
    // without fenced code, whose shell comments look like headings
    const prose = readFileSync(path.join(root, 'docs', file), 'utf8').replace(/^```[\s\S]*?^```/gm, '');
    return prose
      .split('\n')
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) => line.replace(/^#+ /, '').replace(/`/g, '').trim());
  });
}

const heading = (...children: MdastNode[]): MdastNode => ({ type: 'heading', depth: 2, children });
const text = (value: string): MdastNode => ({ type: 'text', value });

describe('slugOf', () => {
  it('gives every heading of the docs the slug dumi (github-slugger) gives it', () => {
    const headings = docHeadings();
    expect(headings.length).toBeGreaterThan(20);
    expect(headings.map(slugOf)).toEqual(headings.map((heading) => githubSlug(heading)));
  });
});

describe('versionHeadingId', () => {
  it('prefixes a slug that starts with a digit with a letter, in both languages', () => {
    expect(versionHeadingId('4.1.0: align')).toBe('v410-align');
    expect(versionHeadingId('4.1.0：align')).toBe('v410align');
    expect(versionHeadingId('4.0.4 之后有变化的属性')).toBe('v404-之后有变化的属性');
  });

  it('leaves a heading that starts with a letter or a sign to dumi', () => {
    expect(versionHeadingId('Properties that changed after 4.0.4')).toBeNull();
    expect(versionHeadingId('@rc-component/pagination 1.x')).toBeNull();
  });
});

describe('remarkVersionHeadingIds', () => {
  it('sets the id of version headings only, unique within the page, keeping an id already given', () => {
    const tree: MdastNode = {
      type: 'root',
      children: [
        heading(text('4.1.0: '), { type: 'inlineCode', value: 'align' }),
        heading(text('4.1.0: align')),
        heading(text('Install')),
        { ...heading(text('5.0.0')), data: { hProperties: { id: 'mine' } } },
      ],
    };
    remarkVersionHeadingIds()(tree);
    const ids = tree.children!.map((node) => node.data?.hProperties?.id);
    expect(ids).toEqual(['v410-align', 'v410-align-1', undefined, 'mine']);
    expect(textOf(tree.children![0])).toBe('4.1.0: align');
  });
});
