// @vitest-environment node
// Claims the pages once got wrong stay corrected in both languages (maintainers/fact-audit.md
// gives the sources).
// Each test asserts the corrected fact (rcPagination404.test.tsx checks the behaviour itself).
import { describe, expect, it } from 'vitest';
import { bullets, firstParagraph, readPage, sections, tableRow } from './markdown';

const languages = [
  { lang: 'en-US', suffix: '' },
  { lang: 'zh-CN', suffix: '.zh-CN' },
] as const;

describe.each(languages)('$lang', ({ lang, suffix }) => {
  const zh = lang === 'zh-CN';
  const versions = readPage(`versions${suffix}.md`);
  const bulletOf = (release: string) => {
    const found = bullets(versions).filter((line) => line.includes(`**${release}`));
    expect(found, `one bullet for ${release}`).toHaveLength(1);
    return found[0];
  };

  it('1. custom locale: jump_to starts the go button item\'s tooltip in simple mode, not the pager\'s', () => {
    const row = tableRow(readPage(`demo/locale.$tab-custom${suffix}.md`), 'jump_to') ?? '';
    expect(row).toContain('`goButton`');
    // the go item's tooltip is jump_to + current/allPages; the pager's own is current/allPages
    expect(row).toContain(zh ? '`跳至2/5`' : '`Go to2/5`');
    expect(row).toContain('`2/5`');
    expect(row).not.toMatch(zh ? /页码提示的开头/ : /start of the pager's tooltip/);
  });

  it('2. locale: only `page` and `page_size` give aria labels; prev/next/jump labels are fixed English', () => {
    const paragraph = firstParagraph(readPage(`demo/locale${suffix}.md`));
    expect(paragraph).toContain('"prev page"');
    expect(paragraph).toContain('"next page"');
    expect(paragraph).toContain('`page`');
    expect(paragraph).toContain('`page_size`');
    expect(paragraph).not.toMatch(zh ? /、无障碍标签）来自/ : /aria labels\) come from/);
  });

  it('3. versions 1.5: only previous, next and jump items move their title; page items keep it', () => {
    const bullet = bulletOf(zh ? '1.5，无障碍' : '1.5, accessibility');
    expect(bullet).toMatch(zh ? /页码条目保留自己的 `title`/ : /page items keep their `title`/);
    expect(bullet).toMatch(zh ? /上一页、下一页和跳转条目的 `title` 提示移到内部按钮上/ : /previous, next and jump items move their `title`/);
  });

  it('4. versions 1.4: the count is fixed only without showLessItems and with the jump items', () => {
    const bullet = bulletOf('1.4');
    expect(bullet).toContain('`showLessItems`');
    expect(bullet).toContain('`showPrevNextJumpers={false}`');
    expect(bullet).toMatch(zh ? /显示 7 个条目/ : /shows 7 items/);
    expect(bullet).toMatch(zh ? /4\.0\.4 会显示 7 到 9 个/ : /4\.0\.4 shows 7 to 9/);
  });

  it('5. go button: in simple mode goButton: true nests like a custom node', () => {
    const page = readPage(`demo/jumper-with-go-button${suffix}.md`);
    const note = page.split(/\n\s*\n/).find((paragraph) => paragraph.includes('`simple`')) ?? '';
    expect(note).toContain('`goButton: true`');
    expect(note).toContain('`<li>`');
    expect(note).toContain('`<span>`');
  });

  it('6. questions: #258 and #321 are pull requests, and are called so', () => {
    const answer = sections(readPage(`questions${suffix}.md`)).find(({ body }) => body.includes('/258'));
    expect(answer?.body).toContain('https://github.com/react-component/pagination/pull/258');
    expect(answer?.body).toContain('https://github.com/react-component/pagination/pull/321');
    expect(answer?.body).not.toMatch(/issues\/(258|321)/);
  });

  it('7. versions 1.x: locale/<id> imports work from 1.3.0, not from 1.0', () => {
    const bullet = bullets(versions).find((line) => line.includes('/locale/')) ?? '';
    expect(bullet).toMatch(/1\.3/);
  });

  it('8. versions 4.2: a read-only simple pager still moves through the quick jumper', () => {
    const section = sections(versions).find(({ heading }) => heading.startsWith('4.2.0'));
    expect(section?.body).toContain('`showQuickJumper`');
  });

  it('9. versions: what the published packages changed beyond their changelogs is listed', () => {
    // found by diffing the lib/, es/, .d.ts and assets/ of every release on npm since 4.0.4
    const text = bullets(versions).join('\n');
    expect(text).toContain('?.');
    expect(text).toContain('@babel/runtime');
    for (const locale of ['`te_IN`', '`mr_IN`', '`tl_PH`']) expect(text).toContain(locale);
    expect(text).toContain('PaginationOnChangeInfo');
    expect(text).toContain('es/Options');
    const of = (version: string) => sections(versions).find(({ heading }) => heading.startsWith(version))?.body ?? '';
    expect(of('4.1.0')).toContain('display: flex');
    expect(of('4.2.0')).toContain('assets/index.less');
    // and the Questions page promises no more than the Versions page holds
    const later = readPage(`questions${suffix}.md`);
    expect(later).not.toContain(zh ? '列出了 4.0.4 之后的全部变化' : 'lists every change since 4.0.4 and');
  });
});
