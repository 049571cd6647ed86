import { describe, expect, it } from 'vitest';
import rehypeSearchTexts, { SEARCH_SKIP, type HastNode } from '../../../plugins/search/searchTexts';
import type { PageText } from '../../../src/search/documents';

/** A text node as dumi's rehypeText leaves it: its value moved to `$$contentTexts[index]`. */
const text = (index: number): HastNode => ({
  type: 'text',
  data: { expression: { object: { property: { value: index } } } },
});
const element = (tagName: string, children: HastNode[], paraId?: number): HastNode => ({
  type: 'element',
  tagName,
  children,
  ...(paraId === undefined ? {} : { data: { id: paraId } }),
});
const heading = (tagName: string, id: string): HastNode => ({
  type: 'element',
  tagName,
  properties: { id },
  children: [],
});
const run = (tree: HastNode, texts: PageText[], toc = [{ id: 'api' }]) =>
  rehypeSearchTexts()(tree, { data: { texts, toc } });

describe('rehypeSearchTexts', () => {
  it('makes each table row a paragraph of its own and numbers its cells', () => {
    const texts: PageText[] = [
      { value: 'Property', paraId: 0, tocIndex: 0 },
      { value: 'Type', paraId: 0, tocIndex: 0 },
      { value: 'showQuickJumper', paraId: 0, tocIndex: 0 },
      { value: 'boolean', paraId: 0, tocIndex: 0 },
    ];
    const tree = element('root', [
      heading('h2', 'api'),
      element('Table', [
        element('thead', [element('tr', [element('th', [text(0)]), element('th', [text(1)])])]),
        element('tbody', [element('tr', [element('td', [text(2)]), element('td', [text(3)])])]),
      ]),
    ]);
    run(tree, texts);
    expect(texts).toEqual([
      { value: 'Property', paraId: 1, tocIndex: 0, part: 0 },
      { value: 'Type', paraId: 1, tocIndex: 0, part: 1 },
      { value: 'showQuickJumper', paraId: 2, tocIndex: 0, part: 0 },
      { value: 'boolean', paraId: 2, tocIndex: 0, part: 1 },
    ]);
  });

  it('keeps a link inside a list item in the list, numbering the items', () => {
    const texts: PageText[] = [
      { value: 'Basic', paraId: 6 },
      { value: ': total', paraId: 5 },
      { value: 'Simple', paraId: 7 },
    ];
    const tree = element('root', [
      element(
        'ul',
        [
          element('li', [element('Link', [text(0)], 6), text(1)]),
          element('li', [element('Link', [text(2)], 7)]),
        ],
        5,
      ),
    ]);
    run(tree, texts);
    expect(texts.map(({ paraId, part }) => [paraId, part])).toEqual([
      [5, 0],
      [5, 0],
      [5, 1],
    ]);
  });

  it('gives text after a demo the heading above the demo', () => {
    const texts: PageText[] = [
      { value: 'Before the demo.', paraId: 0, tocIndex: 0 },
      { value: 'After the demo.', paraId: 1 },
    ];
    const tree = element('root', [
      element('div', [heading('h2', 'api'), element('p', [text(0)], 0)]),
      element('DumiDemo', []),
      element('div', [element('p', [text(1)], 1)]),
    ]);
    run(tree, texts);
    expect(texts.map(({ tocIndex }) => tocIndex)).toEqual([0, 0]);
  });

  it('leaves text before the first heading without a section, and pages without texts alone', () => {
    const texts: PageText[] = [{ value: 'Hello', paraId: 0 }];
    run(element('root', [element('p', [text(0)], 0), heading('h2', 'api')]), texts);
    expect(texts).toEqual([{ value: 'Hello', paraId: 0 }]);
    expect(() => rehypeSearchTexts()(element('root', []), { data: {} })).not.toThrow();
  });

  it('marks the text of a code block, which search leaves out', () => {
    const texts: PageText[] = [
      { value: 'Install it:', paraId: 0, tocIndex: 0 },
      { value: 'npm install rc-pagination', paraId: 1, tocIndex: 0 },
    ];
    const tree = element('root', [
      heading('h2', 'api'),
      element('p', [text(0)], 0),
      element('SourceCode', [text(1)]),
    ]);
    run(tree, texts);
    expect(texts).toEqual([
      { value: 'Install it:', paraId: 0, tocIndex: 0 },
      { value: 'npm install rc-pagination', paraId: 1, tocIndex: 0, code: true },
    ]);
  });

  it('marks every text under an element marked SEARCH_SKIP, its table rows and list items too', () => {
    const texts: PageText[] = [
      { value: 'Sizes:', paraId: 0, tocIndex: 0 },
      { value: 'rc-pagination 4.0.4', paraId: 1, tocIndex: 0 },
      { value: '7379 B', paraId: 1, tocIndex: 0 },
      { value: 'a note', paraId: 2, tocIndex: 0 },
    ];
    const skipped = (tagName: string, children: HastNode[]): HastNode => ({
      ...element(tagName, children),
      properties: { [SEARCH_SKIP.property]: SEARCH_SKIP.value },
    });
    const tree = element('root', [
      heading('h2', 'api'),
      element('p', [text(0)], 0),
      skipped('table', [element('tbody', [element('tr', [element('td', [text(1)]), element('td', [text(2)])])])]),
      skipped('div', [element('ul', [element('li', [text(3)])], 2)]),
    ]);
    run(tree, texts);
    expect(texts.map((found) => [found.value, found.code ?? false])).toEqual([
      ['Sizes:', false],
      ['rc-pagination 4.0.4', true],
      ['7379 B', true],
      ['a note', true],
    ]);
  });
});
