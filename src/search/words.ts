/** How visitors ask, as reviewed data in both languages (maintainers/search-relevance.md). */

/**
 * What people say (`say`) and the names the pages use for it (`find`), looked for at a lower weight.
 * A `say` word that also means something else drags its names into every search for it.
 */
export interface SynonymGroup {
  say: readonly string[];
  find: readonly string[];
}

export const SYNONYMS: readonly SynonymGroup[] = [
  {
    say: [
      'page size',
      'per page',
      'items per page',
      'rows per page',
      'how many items',
      'how many rows',
      'size changer',
      'size select',
      '每页',
      '条数',
      '每页显示',
      '多少条',
      '分页大小',
      '页大小',
    ],
    find: ['pageSize', 'showSizeChanger', 'Sizer', '每页条数'],
  },
  {
    say: [
      'english',
      'chinese',
      'korean',
      'japanese',
      'french',
      'german',
      'russian',
      'spanish',
      'language',
      'languages',
      'translate',
      'translation',
      'i18n',
      'l10n',
      '英文',
      '英语',
      '中文',
      '汉语',
      '韩文',
      '日文',
      '语言',
      '翻译',
      '多语言',
    ],
    find: ['locale', 'en_US', 'zh_CN', '国际化'],
  },
  {
    say: ['total count', 'item count', 'number of items', '总条数', '一共多少', '共多少条', '条目数'],
    find: ['showTotal', 'total', '显示总数', '数据总数'],
  },
  {
    say: ['tooltip', 'tooltips', 'title attribute', 'mouse over', 'hover', '提示', '悬停', '鼠标'],
    find: ['showTitle', '页码提示'],
  },
  {
    say: ['go to page', 'jump to page', 'goto', '跳转', '跳页', '跳到', '指定页'],
    find: ['showQuickJumper', 'Jumper', '快速跳转'],
  },
  {
    say: ['confirm button', 'go button', 'ok button', '确认按钮', '确定按钮', '跳转按钮'],
    find: ['goButton'],
  },
  {
    // not 一页 alone: it is in 上一页 and 下一页
    say: ['only one page', 'single page', 'one page', '只有一页', '仅一页'],
    find: ['hideOnSinglePage'],
  },
  {
    say: ['no style', 'no styles', 'unstyled', 'style is a mess', 'plain list', '没有样式', '样式乱', '样式丢失'],
    find: ['index.css', '没有样式'],
  },
  {
    say: ['icon', 'icons', 'arrow', 'arrows', '图标', '箭头'],
    find: ['prevIcon', 'nextIcon'],
  },
  {
    say: ['router', 'link', 'links', 'href', 'url', 'seo', '路由', '链接'],
    find: ['itemRender', '路由链接'],
  },
  {
    say: ['accessibility', 'a11y', 'aria', 'screen reader', 'screen readers', '无障碍', '读屏', '屏幕阅读器'],
    find: ['ARIA', '无障碍'],
  },
  {
    say: ['fewer pages', 'less pages', 'too many pages', 'fewer page numbers', '页码太多', '少显示', '更少'],
    find: ['showLessItems', '更少页码'],
  },
  {
    say: ['current page', 'default page', 'defaultcurrent', '当前页', '默认页'],
    find: ['current', 'defaultCurrent', 'Controlled', '受控'],
  },
  {
    say: ['upgrade', 'upgrading', 'migrate', 'migration', 'new version', '升级', '迁移', '新版本', '最新版'],
    find: ['Versions', '版本'],
  },
  {
    say: ['disable', 'loading', 'read only', '禁用', '加载中'],
    find: ['disabled'],
  },
];

/** A question or a symptom report: the Questions page answers it. */
export const QUESTION_WORDS: readonly string[] = [
  'how',
  'why',
  'what',
  'should',
  "can't",
  'cannot',
  'does',
  "doesn't",
  "don't",
  "isn't",
  'not',
  'never',
  'or',
  'error',
  'warning',
  'wrong',
  'broken',
  'bug',
  'issue',
  'issues',
  'problem',
  'fail',
  'fails',
  'mess',
  'unwanted',
  '?',
  '怎么',
  '怎样',
  '如何',
  '为什么',
  '为何',
  '是否',
  '吗',
  '呢',
  '还是',
  '不显示',
  '不生效',
  '无效',
  '不能',
  '没有',
  '不会',
  '报错',
  '警告',
  '问题',
  '？',
];

export const NOT_QUESTION_WORDS: readonly string[] = ['how many', 'how much'];

/** Asks for a task ("how to change page size"): the page that shows how answers it. */
export const TASK_WORDS: readonly string[] = [
  'how to',
  'how do i',
  'how do you',
  'how can i',
  'how could i',
  'how should i',
  '怎么',
  '怎样',
  '如何',
];

/** Dropped from a query unless nothing else is left. */
export const STOP_WORDS: readonly string[] = [
  ...(
    'a an the to of in on for with by as at and or is are was be been it its this that these ' +
    'those my i me we you your how why what when where which who can could should would will ' +
    "do does did doesn doesn't don don't not no there only all any some too also want need " +
    'get got use using used work works working way instead after before into from please help ' +
    'give gives'
  ).split(' '),
  '怎么办',
  '怎么',
  '怎样',
  '如何',
  '为什么',
  '为何',
  '是否',
  '可以',
  '还是',
  '的',
  '了',
  '吗',
  '呢',
  '吧',
  '是',
];

export interface LanguageWords {
  synonyms: [say: string[], find: string[]][];
  question: string[];
  notQuestion: string[];
  task: string[];
  stop: string[];
}

const HAN = /\p{Script=Han}/u;

/** The Chinese words for Chinese, the others otherwise: each costs download bytes. */
export function languageWords(locale: string): LanguageWords {
  const chinese = /^zh\b/.test(locale);
  const keep = (words: readonly string[]) =>
    words.filter((word) => (HAN.test(word) ? chinese : !chinese || !/[a-z]/i.test(word)));
  return {
    synonyms: SYNONYMS.map(({ say, find }): [string[], string[]] => [
      keep(say),
      chinese ? [...find] : find.filter((name) => !HAN.test(name)),
    ]).filter(([say]) => say.length > 0),
    question: keep(QUESTION_WORDS),
    notQuestion: keep(NOT_QUESTION_WORDS),
    task: keep(TASK_WORDS),
    stop: keep(STOP_WORDS),
  };
}
