import { describe, expect, it } from 'vitest';
import { buildSearchPages, localeDocRoutes } from '../../../src/search';
import {
  navPlaceOf,
  paragraphsOf,
  PART_SEPARATOR,
  type PageMeta,
} from '../../../src/search/documents';

const jumperMeta: PageMeta = {
  frontmatter: { title: 'Jumper' },
  toc: [
    { id: 'jumper', depth: 1, title: 'Jumper' },
    { id: 'jumper-demo-jumper', depth: 3, title: 'Jumper with size changer' },
    { id: 'notes', depth: 2, title: 'Notes' },
  ],
  texts: [
    { value: 'Intro before any heading.', paraId: 0 },
    { value: 'showQuickJumper', paraId: 1, tocIndex: 0 },
    { value: ' adds a "Go to" input.', paraId: 1, tocIndex: 0 },
    { value: 'Only with more than one page.', paraId: 2, tocIndex: 2 },
  ],
  tabs: [
    {
      key: 'custom',
      meta: {
        frontmatter: { title: 'Custom locale' },
        toc: [{ id: 'fields', depth: 2, title: 'Fields' }],
        texts: [
          { value: 'Write your own.', paraId: 0 },
          { value: 'jump_to', paraId: 1, tocIndex: 0, part: 0 },
          { value: 'Go to', paraId: 1, tocIndex: 0, part: 1 },
        ],
      },
    },
  ],
};

describe('paragraphsOf', () => {
  it('joins the texts of a paragraph and separates table cells and list items', () => {
    expect(
      paragraphsOf(
        [
          { value: 'show', paraId: 3, tocIndex: 1, part: 0 },
          { value: 'Total', paraId: 3, tocIndex: 1, part: 0 },
          { value: 'function', paraId: 3, tocIndex: 1, part: 1 },
          { value: 'other heading', paraId: 4, tocIndex: 2 },
        ],
        1,
      ),
    ).toEqual([`showTotal${PART_SEPARATOR}function`]);
  });

  it('takes texts before the first heading when no heading is given', () => {
    expect(paragraphsOf(jumperMeta.texts)).toEqual(['Intro before any heading.']);
  });
});

describe('buildSearchPages', () => {
  const nav = [
    { title: 'Demo', link: '/demo/basic', activePath: '/demo' },
    { title: 'GitHub', link: 'https://github.com/react-component/pagination' },
  ];
  const demos = {
    'jumper-demo-jumper': {
      routeId: 'docs/demo/jumper',
      asset: {
        id: 'jumper-demo-jumper',
        title: 'Jumper with size changer',
        description: 'Reports `onChange`.',
      },
    },
    'other-demo': { routeId: 'docs/other', asset: { id: 'other-demo', title: 'Elsewhere' } },
  };
  const [page] = buildSearchPages({
    routes: [{ id: 'docs/demo/jumper', path: 'demo/jumper', meta: jumperMeta }],
    nav,
    demos,
  });

  it('places the page under its navigation item', () => {
    expect(page).toMatchObject({
      title: 'Jumper',
      link: '/demo/jumper',
      navTitle: 'Demo',
      navOrder: 0,
    });
  });

  it('makes a section of the intro and of each heading, anchored below the top one, but not of demo headings', () => {
    expect(page.sections.slice(0, 3)).toEqual([
      {
        title: 'Jumper',
        heading: '',
        link: '/demo/jumper',
        paragraphs: ['Intro before any heading.'],
      },
      {
        title: 'Jumper',
        heading: 'Jumper',
        link: '/demo/jumper',
        paragraphs: ['showQuickJumper adds a "Go to" input.'],
      },
      {
        title: 'Jumper - Notes',
        heading: 'Notes',
        link: '/demo/jumper#notes',
        paragraphs: ['Only with more than one page.'],
      },
    ]);
  });

  it('adds the tabs, linked with ?tab= (and an anchor for their headings)', () => {
    expect(page.sections.slice(3)).toEqual([
      {
        title: 'Jumper - Custom locale',
        heading: 'Custom locale',
        link: '/demo/jumper?tab=custom',
        paragraphs: ['Write your own.'],
      },
      {
        title: 'Jumper - Custom locale - Fields',
        heading: 'Fields',
        link: '/demo/jumper?tab=custom#fields',
        paragraphs: [`jump_to${PART_SEPARATOR}Go to`],
      },
    ]);
  });

  it("lists the page's own demos, linked by anchor, with inline code marks removed", () => {
    expect(page.demos).toEqual([
      {
        title: 'Jumper with size changer',
        description: 'Reports onChange.',
        link: '/demo/jumper#jumper-demo-jumper',
      },
    ]);
  });
});

describe('buildSearchPages on a Chinese page', () => {
  it("leaves out a demo's heading whose table-of-contents id drops the dot of .zh-cn", () => {
    const [page] = buildSearchPages({
      routes: [
        {
          id: 'jumper-zh',
          path: 'zh-CN/demo/jumper',
          meta: {
            frontmatter: { title: '快速跳转' },
            toc: [
              { id: 'docs-demo-jumper-demo-jumperzh-cn', depth: 3, title: '快速跳转 + 每页条数' },
            ],
            texts: [],
          },
        },
      ],
      nav: [],
      demos: {
        'docs-demo-jumper-demo-jumper.zh-cn': {
          routeId: 'jumper-zh',
          asset: { id: 'docs-demo-jumper-demo-jumper.zh-cn', title: '快速跳转 + 每页条数' },
        },
      },
    });
    expect(page.sections).toEqual([]);
    expect(page.demos.map((demo) => demo.link)).toEqual([
      '/zh-CN/demo/jumper#docs-demo-jumper-demo-jumper.zh-cn',
    ]);
  });
});

describe('navPlaceOf', () => {
  const nav = [
    { title: 'Guide', link: '/guide/intro', activePath: '/guide' },
    { title: 'More', children: [{ title: 'Demo', link: '/demo/basic', activePath: '/demo' }] },
  ];

  it('finds the top-level item, also through a second-level child', () => {
    expect(navPlaceOf('/guide/intro', nav)).toEqual({ navTitle: 'Guide', navOrder: 0 });
    expect(navPlaceOf('/demo/jumper', nav)).toEqual({ navTitle: 'More', navOrder: 1 });
  });

  it('puts a page outside the navigation at -1, and does not match a mere prefix', () => {
    expect(navPlaceOf('/', nav)).toEqual({ navTitle: undefined, navOrder: -1 });
    expect(navPlaceOf('/guidelines', nav)).toEqual({ navTitle: undefined, navOrder: -1 });
  });
});

describe('localeDocRoutes', () => {
  const locales = [
    { id: 'en-US', base: '/' },
    { id: 'zh-CN', base: '/zh-CN' },
  ];
  const routes = {
    'docs/index': { id: 'docs/index', path: '', parentId: 'DocLayout' },
    'docs/index.zh-CN': { id: 'docs/index.zh-CN', path: 'zh-CN', parentId: 'DocLayout' },
    'docs/demo/basic': { id: 'docs/demo/basic', path: 'demo/basic', parentId: 'DocLayout' },
    'docs/demo/basic.zh-CN': {
      id: 'docs/demo/basic.zh-CN',
      path: 'zh-CN/demo/basic',
      parentId: 'DocLayout',
    },
    '404': { id: '404', path: '*', parentId: 'DocLayout' },
    'demo-render': { id: 'demo-render', path: '~demos/:id', parentId: 'DemoLayout' },
  };

  it('keeps the doc pages of the asked language only, without the not-found route', () => {
    expect(localeDocRoutes(routes, locales, 'zh-CN').map((route) => route.id)).toEqual([
      'docs/index.zh-CN',
      'docs/demo/basic.zh-CN',
    ]);
    expect(localeDocRoutes(routes, locales, 'en-US').map((route) => route.id)).toEqual([
      'docs/index',
      'docs/demo/basic',
    ]);
  });
});

describe('paragraphsOf and code blocks', () => {
  it('leaves the text of code blocks out', () => {
    expect(
      paragraphsOf([
        { value: 'Install it:', paraId: 0 },
        { value: 'npm install rc-pagination', paraId: 1, code: true },
      ]),
    ).toEqual(['Install it:']);
  });
});
