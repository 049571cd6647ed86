import type { SearchPage } from '../../../src/search';

/** A small site: a home page outside the navigation and two demo pages under "Demo". */
export const PAGES: SearchPage[] = [
  {
    title: 'rc-pagination',
    link: '/',
    navOrder: -1,
    sections: [
      {
        title: 'rc-pagination',
        heading: '',
        link: '/',
        paragraphs: ['A pagination component for React.'],
      },
      {
        title: 'rc-pagination - API',
        heading: 'API',
        link: '/#api',
        paragraphs: [
          'showQuickJumper · boolean | object · false · Shows a "Go to" input.',
          'showTotal · function · - · Renders a text before the pager.',
        ],
      },
    ],
    demos: [],
  },
  {
    title: 'Jumper',
    link: '/demo/jumper',
    navTitle: 'Demo',
    navOrder: 0,
    sections: [
      {
        title: 'Jumper',
        heading: 'Jumper',
        link: '/demo/jumper#jumper',
        paragraphs: ['showQuickJumper adds a "Go to" input to jump to a page.'],
      },
    ],
    demos: [
      {
        title: 'Jumper with size changer',
        description: 'Quick jumper and page size changer.',
        link: '/demo/jumper#jumper-demo-jumper',
      },
    ],
  },
  {
    title: 'Locale',
    link: '/demo/locale',
    navTitle: 'Demo',
    navOrder: 0,
    sections: [
      {
        title: 'Locale - Custom locale',
        heading: 'Custom locale',
        link: '/demo/locale?tab=custom',
        paragraphs: [],
      },
      {
        title: 'Locale - Custom locale - Fields',
        heading: 'Fields',
        link: '/demo/locale?tab=custom#fields',
        paragraphs: ['jump_to is the text before the quick jumper input.'],
      },
    ],
    demos: [],
  },
];
