// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { LocalePages, ReadPage } from '../../../plugins/pages/pageReader';
import { demoTitlesOf } from '../../../plugins/publish/demoTitles';

const page = (file: string, demos: [string, string?][], tabs: ReadPage['tabs'] = []): ReadPage => ({
  file,
  source: '',
  route: { id: file },
  tabs,
  meta: {
    frontmatter: { title: file },
    toc: [],
    texts: [],
    demos: demos.map(([id, title]) => ({ id, asset: { id, title } })),
  },
});

describe('demoTitlesOf (the static titles of the standalone demo pages)', () => {
  // as plugins/pages/pageReader.ts reads them: the languages in .dumirc.ts order
  const read: LocalePages[] = [
    {
      locale: { id: 'en-US' },
      pages: [
        page('docs/demo/more.md', [['docs-demo-more-demo-throws', 'Error box']]),
        page('docs/demo/locale.md', [], [{ ...page('docs/demo/locale.$tab-custom.md', [['docs-demo-locale-custom', 'Custom']]), key: 'custom' }]),
      ],
    },
    {
      locale: { id: 'zh-CN', base: '/zh-CN' },
      pages: [
        page('docs/demo/more.zh-CN.md', [['docs-demo-more-demo-throws', '错误提示框'], ['docs-demo-more-demo-more.zh-cn', '更多']]),
      ],
    },
  ];
  const titles = demoTitlesOf(read);

  it("gives a demo both languages share its default language's title, whatever order pages were compiled in", () => {
    expect(titles.get('docs-demo-more-demo-throws')).toBe('Error box');
    expect(demoTitlesOf([...read].reverse()).get('docs-demo-more-demo-throws')).toBe('错误提示框');
  });

  it("takes a translated page's own demos and the demos of content tabs", () => {
    expect(titles.get('docs-demo-more-demo-more.zh-cn')).toBe('更多');
    expect(titles.get('docs-demo-locale-custom')).toBe('Custom');
    expect(titles.size).toBe(3);
  });
});
