import { describe, expect, it } from 'vitest';
import {
  editUrl,
  isExternalLink,
  isoDate,
  navCurrent,
  pagerLinks,
  tabLink,
  tabOf,
} from '../../../src/navigation';

describe('isExternalLink', () => {
  it.each([
    ['https://github.com/react-component/pagination', true],
    ['//cdn.example.com/x', true],
    ['mailto:someone@example.com', true],
    ['tel:+123', true],
    ['/demo/basic', false],
    ['demo/basic', false],
    [undefined, false],
  ])('%s → %s', (link, external) => {
    expect(isExternalLink(link)).toBe(external);
  });
});

describe('navCurrent', () => {
  const demo = { title: 'Demo', link: '/demo/basic', activePath: '/demo' };

  it('is "page" on the linked page and "true" elsewhere in its section', () => {
    expect(navCurrent(demo, '/demo/basic')).toBe('page');
    expect(navCurrent(demo, '/demo/sizer')).toBe('true');
  });

  it('does not match a path that merely starts with the same letters', () => {
    expect(navCurrent(demo, '/demonstration')).toBeUndefined();
    expect(navCurrent(demo, '/')).toBeUndefined();
  });

  it('marks a second-level parent when one of its children is current', () => {
    const parent = { title: 'More', children: [demo] };
    expect(navCurrent(parent, '/demo/jumper')).toBe('true');
  });

  it('never marks an external link', () => {
    expect(navCurrent({ title: 'GitHub', link: 'https://github.com/' }, '/')).toBeUndefined();
  });
});

describe('pagerLinks', () => {
  const sidebar = [
    {
      children: [
        { title: 'Basic', link: '/demo/basic' },
        { title: 'Simple', link: '/demo/simple' },
      ],
    },
    { children: [{ title: 'Sizer', link: '/demo/sizer' }] },
  ];

  it('finds the neighbours across sidebar groups', () => {
    expect(pagerLinks(sidebar, '/demo/simple')).toEqual({
      prev: { title: 'Basic', link: '/demo/basic' },
      next: { title: 'Sizer', link: '/demo/sizer' },
    });
  });

  it('has no previous page at the start, no next at the end, nothing off the sidebar', () => {
    expect(pagerLinks(sidebar, '/demo/basic').prev).toBeUndefined();
    expect(pagerLinks(sidebar, '/demo/sizer').next).toBeUndefined();
    expect(pagerLinks(sidebar, '/')).toEqual({ prev: undefined, next: undefined });
    expect(pagerLinks(undefined, '/demo/basic')).toEqual({ prev: undefined, next: undefined });
  });
});

describe('editUrl', () => {
  it('fills the file name into the configured template', () => {
    expect(editUrl('https://github.com/o/r/edit/main/{filename}', 'docs/demo/basic.md')).toBe(
      'https://github.com/o/r/edit/main/docs/demo/basic.md',
    );
  });

  it('gives no link without a template or a file', () => {
    expect(editUrl(false, 'docs/index.md')).toBeUndefined();
    expect(editUrl('https://x/{filename}', undefined)).toBeUndefined();
  });
});

describe('isoDate', () => {
  it('is the UTC day, whatever the time zone', () => {
    expect(isoDate(Date.UTC(2024, 0, 31, 23, 30))).toBe('2024-01-31');
  });
});

describe('tab addresses', () => {
  it('adds ?tab= for a tab and keeps other parameters', () => {
    expect(tabLink('/demo/locale', '', 'custom')).toBe('/demo/locale?tab=custom');
    expect(tabLink('/demo/locale', '?x=1&tab=old', 'custom')).toBe('/demo/locale?x=1&tab=custom');
  });

  it('removes ?tab= for the default tab', () => {
    expect(tabLink('/demo/locale', '?tab=custom')).toBe('/demo/locale');
    expect(tabLink('/demo/locale', '?tab=custom&x=1')).toBe('/demo/locale?x=1');
  });

  it('reads the tab of an address', () => {
    expect(tabOf('?tab=custom')).toBe('custom');
    expect(tabOf('')).toBe('');
  });
});
