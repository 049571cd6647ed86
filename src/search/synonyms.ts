/**
 * The words visitors use for what the pages name otherwise, as reviewed data: each group lists
 * what people say (`say`, English and Chinese) and the names the pages use for it (`find`:
 * property names, page titles in both languages). A query that contains one of the sayings also
 * looks for the names, with a lower weight than the words typed (applied at query time, so the
 * index the browser downloads does not grow; see maintainers/search-relevance.md).
 *
 * Adding a group: keep `say` to words a visitor types for that one thing (a word that also
 * means something else drags its names into every search for it), and check the relevance
 * suite (tests/search-queries) before and after.
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
    say: [
      'total count',
      'item count',
      'number of items',
      '总条数',
      '一共多少',
      '共多少条',
      '条目数',
    ],
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
    say: [
      'no style',
      'no styles',
      'unstyled',
      'style is a mess',
      'plain list',
      '没有样式',
      '样式乱',
      '样式丢失',
    ],
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
    say: [
      'accessibility',
      'a11y',
      'aria',
      'screen reader',
      'screen readers',
      '无障碍',
      '读屏',
      '屏幕阅读器',
    ],
    find: ['ARIA', '无障碍'],
  },
  {
    say: [
      'fewer pages',
      'less pages',
      'too many pages',
      'fewer page numbers',
      '页码太多',
      '少显示',
      '更少',
    ],
    find: ['showLessItems', '更少页码'],
  },
  {
    say: ['current page', 'default page', 'defaultcurrent', '当前页', '默认页'],
    find: ['current', 'defaultCurrent', 'Controlled', '受控'],
  },
  {
    say: [
      'upgrade',
      'upgrading',
      'migrate',
      'migration',
      'new version',
      '升级',
      '迁移',
      '新版本',
      '最新版',
    ],
    find: ['Versions', '版本'],
  },
  {
    say: ['disable', 'loading', 'read only', '禁用', '加载中'],
    find: ['disabled'],
  },
];
