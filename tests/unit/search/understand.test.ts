import { describe, expect, it } from 'vitest';
import { queryReader } from '../../../src/search/understand';
import { SYNONYMS, languageWords } from '../../../src/search/words';

// each site's words, as its index file carries them: a query with Chinese in it on the Chinese site
const english = queryReader(languageWords('en-US'));
const chinese = queryReader(languageWords('zh-CN'));
const understand = (input: string) => (/\p{Script=Han}/u.test(input) ? chinese : english)(input);
const namesOf = (input: string) => understand(input).parts.flatMap((part) => part.names);
const textsOf = (input: string) => understand(input).parts.map((part) => part.text);

describe('understand: synonyms', () => {
  it('adds the names an English saying stands for, however it is written', () => {
    for (const input of ['items per page', 'change the page size', 'page-size', 'pagesize']) {
      expect(namesOf(input), input).toEqual(['pageSize', 'showSizeChanger', 'Sizer']);
    }
    expect(namesOf('english')).toEqual(['locale', 'en_US', 'zh_CN']);
    expect(namesOf('Korean symbols on mouse-over')).toEqual([
      'locale',
      'en_US',
      'zh_CN',
      'showTitle',
    ]);
  });

  it('adds the names a Chinese saying stands for, inside a run of characters', () => {
    expect(understand('每页显示多少条').parts).toEqual([
      { text: '每页显示 多少条', names: ['pageSize', 'showSizeChanger', 'Sizer', '每页条数'] },
    ]);
    expect(namesOf('英文')).toEqual(['locale', 'en_US', 'zh_CN', '国际化']);
    expect(understand('总条数').parts).toEqual([
      { text: '总条数', names: ['showTotal', 'total', '显示总数', '数据总数'] },
    ]);
  });

  it('leaves a typed name alone: items_per_page is a name, not a saying', () => {
    expect(understand('items_per_page').parts).toEqual([{ text: 'items_per_page', names: [] }]);
    expect(understand('showSizeChanger').parts).toEqual([{ text: 'showSizeChanger', names: [] }]);
  });

  it('finds no saying inside a longer Chinese word it is part of (一页 in 上一页)', () => {
    expect(namesOf('上一页下一页')).toEqual([]);
    expect(namesOf('只有一页时隐藏')).toEqual(['hideOnSinglePage']);
  });

  it("packs a language's words into its index: English only for the English site", () => {
    const englishWords = languageWords('en-US');
    const han = /\p{Script=Han}/u;
    expect(JSON.stringify(englishWords)).not.toMatch(han);
    expect(english('page size').parts[0].names).toEqual(['pageSize', 'showSizeChanger', 'Sizer']);
    expect(english('每页').parts).toEqual([{ text: '每页', names: [] }]);
    // the Chinese site: Chinese sayings, with the names its pages use, English ones among them
    expect(chinese('每页').parts[0].names).toContain('pageSize');
    expect(chinese('page size').parts[0].names).toEqual([]);
  });

  it('keeps every saying to one group, and each group names something', () => {
    const seen = new Map<string, number>();
    SYNONYMS.forEach((group, index) => {
      expect(group.find.length).toBeGreaterThan(0);
      for (const say of group.say) {
        expect(seen.get(say.toLowerCase()), say).toBeUndefined();
        seen.set(say.toLowerCase(), index);
      }
    });
  });
});

describe('understand: questions and function words', () => {
  it('tells a question or a symptom from a plain name query, in both languages', () => {
    for (const input of [
      'how does the size changer hide',
      'showSizeChanger not working',
      'total is pages or items',
      '为什么每页条数切换器不显示',
      '分页没有样式怎么办',
    ]) {
      expect(understand(input).question, input).toBe(true);
    }
    for (const input of [
      'showSizeChanger',
      'page size',
      'change how many items per page',
      '每页条数',
      '国际化',
    ]) {
      expect(understand(input).question, input).toBe(false);
    }
  });

  it('reads "how to …" and 怎么/如何 as a task, not a question, unless a symptom is said too', () => {
    for (const input of ['how to hide the size changer', 'How do I show the total', '如何设置每页条数']) {
      expect(understand(input), input).toMatchObject({ question: false, task: true });
    }
    for (const input of ['how to fix showSizeChanger not working', '分页没有样式怎么办']) {
      expect(understand(input), input).toMatchObject({ question: true, task: false });
    }
    expect(understand('page size').task).toBe(false);
  });

  it('finds a saying with an article between its words ("jump to a page")', () => {
    expect(understand('jump to a page').parts).toEqual(understand('jump to page').parts);
    expect(understand('change the page size').parts.map((part) => part.names.length)).toEqual([
      0, 3,
    ]);
  });

  it('drops function words, and keeps them when nothing else is left', () => {
    expect(textsOf('how to hide the size changer')).toEqual(['hide', 'size changer']);
    expect(textsOf('total 是总页数还是总条数')).toEqual(['total', '总页数', '总条数']);
    expect(textsOf('showQuickJumper是怎么用的')).toEqual(['showQuickJumper']);
    expect(textsOf('how to')).toEqual(['how', 'to']);
    expect(understand('   ').parts).toEqual([]);
  });

  it('keeps the case of what was typed, for the words a name joins', () => {
    expect(textsOf('custom goButton')).toEqual(['custom', 'goButton']);
  });
});
