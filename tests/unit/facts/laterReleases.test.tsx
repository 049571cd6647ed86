// What the Versions and Locale pages say of the later releases' packages, in both languages,
// against the installed packages: their package.json files, type declarations and rendered
// markup (maintainers/fact-audit.md, rows V4 and V23 to V26).
import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';
import React from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import Pagination15 from 'rc-component-pagination';
import enUS15 from 'rc-component-pagination/lib/locale/en_US';
import Pagination51 from 'rc-pagination-5';
import enUS51 from 'rc-pagination-5/lib/locale/en_US';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_RELEASE, RELEASES, releaseOf } from '@site/versions';
import { bullets, readPage, sections } from './markdown';

const modules = path.resolve(__dirname, '../../../node_modules');
// the range check the build's registry uses too (plugins/compat/check.cjs); it ships no types
const semver = createRequire(__filename)('semver') as { satisfies(version: string, range: string): boolean };

interface Manifest {
  version: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** The package.json of `name` as Node finds it from the folder `from` (its own node_modules first). */
function manifestFrom(from: string, name: string): Manifest {
  for (let dir = from; dir.startsWith(modules); dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'));
  }
  return JSON.parse(fs.readFileSync(path.join(modules, name, 'package.json'), 'utf8'));
}

const manifest = (alias: string): Manifest => manifestFrom(modules, alias);

const languages = [
  { lang: 'en-US', suffix: '' },
  { lang: 'zh-CN', suffix: '.zh-CN' },
] as const;

/** The lines of a page's prose that contain every one of `words`. */
const linesWith = (markdown: string, ...words: string[]) =>
  markdown.split('\n').filter((line) => words.every((word) => line.includes(word)));

afterEach(cleanup);

describe('@rc-component/pagination 1.5.0 needs React 18 (V23)', () => {
  const pagination = manifest(releaseOf('1.5.0').alias);
  const utilRange = pagination.dependencies!['@rc-component/util'];
  const util = manifestFrom(path.join(modules, releaseOf('1.5.0').alias), '@rc-component/util');

  it('accepts React 16 and 17 itself, but its util package, at the version installed for it, asks for React 18', () => {
    expect(semver.satisfies('17.0.2', pagination.peerDependencies!.react)).toBe(true);
    expect(semver.satisfies('16.14.0', pagination.peerDependencies!.react)).toBe(true);
    expect(semver.satisfies(util.version, utilRange), `${util.version} in ${utilRange}`).toBe(true);
    for (const peer of ['react', 'react-dom']) {
      expect(semver.satisfies('17.0.2', util.peerDependencies![peer]), peer).toBe(false);
      expect(semver.satisfies('16.14.0', util.peerDependencies![peer]), peer).toBe(false);
      expect(semver.satisfies('18.0.0', util.peerDependencies![peer]), peer).toBe(true);
    }
  });

  it("rc-pagination 5.1.0's rc-util still accepts React 17", () => {
    const rcUtil = manifestFrom(path.join(modules, releaseOf('5.1.0').alias), 'rc-util');
    expect(semver.satisfies('17.0.2', rcUtil.peerDependencies!.react)).toBe(true);
  });

  it.each(languages)('the Versions page says so ($lang)', ({ suffix }) => {
    const said = linesWith(readPage(`versions${suffix}.md`), 'React 18', `\`${utilRange}\``);
    expect(said).toHaveLength(1);
    expect(said[0]).toContain(`\`${util.peerDependencies!.react}\``);
    expect(said[0]).toContain('npm 7');
    expect(said[0]).toMatch(/16 .*17/);
  });
});

describe('1.5.0 hides what is inside an item from assistive technology; 5.1.0 does not (V24)', () => {
  // page 5 of 50: previous, next and both jump items are there
  const props = { total: 500, defaultCurrent: 5 };

  it('1.5.0: the page <a> and the default icon <button> have tabindex -1 and aria-hidden, and no label', () => {
    const { container } = render(<Pagination15 {...props} locale={enUS15} />);
    const link = container.querySelector('.rc-pagination-item-5 a')!;
    expect(link.getAttribute('tabindex')).toBe('-1');
    expect(link.getAttribute('aria-hidden')).toBe('true');
    for (const item of ['prev', 'next', 'jump-prev', 'jump-next']) {
      const button = container.querySelector(`.rc-pagination-${item} button`)!;
      expect(button.getAttribute('tabindex'), item).toBe('-1');
      expect(button.getAttribute('aria-hidden'), item).toBe('true');
      expect(button.hasAttribute('aria-label'), item).toBe(false);
    }
    // the items themselves are what a screen reader finds, named from the locale
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveProperty('tagName', 'LI');
    expect(screen.queryAllByRole('button', { name: /^(prev|next) page$/ })).toHaveLength(0);
  });

  it('5.1.0: the same <a> and buttons are plain, the buttons labelled "prev page" and "next page"', () => {
    const { container } = render(<Pagination51 {...props} locale={enUS51} />);
    const link = container.querySelector('.rc-pagination-item-5 a')!;
    expect(link.hasAttribute('tabindex')).toBe(false);
    expect(link.hasAttribute('aria-hidden')).toBe(false);
    const labels = { prev: 'prev page', next: 'next page', 'jump-prev': 'prev page', 'jump-next': 'next page' };
    for (const [item, label] of Object.entries(labels)) {
      const button = container.querySelector(`.rc-pagination-${item} button`)!;
      expect(button.getAttribute('aria-label'), item).toBe(label);
      expect(button.hasAttribute('aria-hidden'), item).toBe(false);
    }
    expect(within(container).getAllByRole('button', { name: 'prev page' })).toHaveLength(2);
  });

  it('1.5.0 calls preventDefault on Enter and Space in an item; 5.1.0 on neither', () => {
    // fireEvent returns false when a handler called preventDefault
    const keyOn = (container: HTMLElement, key: string) =>
      fireEvent.keyDown(container.querySelector('.rc-pagination-item-6')!, { key });
    const modern = render(<Pagination15 {...props} locale={enUS15} />).container;
    expect(keyOn(modern, 'Enter')).toBe(false);
    expect(keyOn(modern, ' ')).toBe(false);
    cleanup();
    const older = render(<Pagination51 {...props} locale={enUS51} />).container;
    expect(keyOn(older, 'Enter')).toBe(true);
    expect(keyOn(older, ' ')).toBe(true);
  });

  it.each(languages)('the Versions page says so ($lang)', ({ lang, suffix }) => {
    const bullet = bullets(readPage(`versions${suffix}.md`)).find((line) =>
      line.includes(lang === 'zh-CN' ? '**1.5，无障碍' : '**1.5, accessibility'),
    );
    for (const fact of ['`<a>`', '`<button>`', 'tabindex="-1"', 'aria-hidden="true"', '"prev page"', '"next page"', '`preventDefault()`']) {
      expect(bullet, fact).toContain(fact);
    }
  });
});

describe("4.3.0's types import rc-select, which it does not install (V25)", () => {
  /** The packages a release's public types import, beside its own files and React. */
  const typeImports = (alias: string) => {
    const dir = path.join(modules, alias);
    const files = ['lib/interface.d.ts', 'es/interface.d.ts'].filter((file) => fs.existsSync(path.join(dir, file)));
    expect(files.length, alias).toBeGreaterThan(0);
    const specifiers = files.flatMap((file) =>
      Array.from(fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/from '([^'.][^']*)'/g), ([, name]) => name),
    );
    return [...new Set(specifiers)].filter((name) => name !== 'react');
  };

  it('lib/interface.d.ts, which index.d.ts exports from, imports SelectProps from rc-select', () => {
    const dir = path.join(modules, releaseOf('4.3.0').alias, 'lib');
    expect(fs.readFileSync(path.join(dir, 'index.d.ts'), 'utf8')).toContain("from './interface'");
    expect(fs.readFileSync(path.join(dir, 'interface.d.ts'), 'utf8')).toContain("import type { SelectProps } from 'rc-select';");
  });

  it('rc-select is neither a dependency nor a peer of 4.3.0; no other release here imports it in its interface', () => {
    for (const { id, alias } of RELEASES) {
      const { dependencies = {}, peerDependencies = {} } = manifest(alias);
      const missing = typeImports(alias).filter((name) => !(name in dependencies) && !(name in peerDependencies));
      expect(missing, id).toEqual(id === '4.3.0' ? ['rc-select'] : []);
    }
  });

  it.each(languages)('the Versions page says so in its 4.3.0 section ($lang)', ({ suffix }) => {
    const section = sections(readPage(`versions${suffix}.md`)).find(({ heading }) => heading.startsWith('4.3.0'));
    const said = linesWith(section?.body ?? '', 'TS2307');
    expect(said).toHaveLength(1);
    for (const fact of ['`SelectProps`', '`rc-select`', '`skipLibCheck`', 'lib/interface.d.ts']) expect(said[0], fact).toContain(fact);
  });
});

describe('1.5.0 gives classNames.item and styles.item to every item but the jump items (V26)', () => {
  it('the page, previous and next items get them; jump-prev and jump-next get neither', () => {
    const { container } = render(
      <Pagination15 total={500} defaultCurrent={5} classNames={{ item: 'round-item' }} styles={{ item: { borderRadius: 16 } }} />,
    );
    const items = Array.from(container.querySelectorAll<HTMLElement>('ul.rc-pagination > li'));
    const jumps = items.filter((item) => /rc-pagination-jump-(prev|next)/.test(item.className));
    const others = items.filter((item) => !jumps.includes(item) && !item.className.includes('rc-pagination-options'));
    expect(jumps).toHaveLength(2);
    expect(others.length).toBeGreaterThan(5);
    for (const item of others) {
      expect(item.className, item.className).toContain('round-item');
      expect(item.style.borderRadius, item.className).toBe('16px');
    }
    for (const item of jumps) {
      expect(item.className).not.toContain('round-item');
      expect(item.style.borderRadius).toBe('');
    }
  });

  it.each(languages)('the Versions page no longer says "every item" ($lang)', ({ lang, suffix }) => {
    const page = readPage(`versions${suffix}.md`);
    const example = linesWith(page, 'release-examples/item-class-names.');
    expect(example).toHaveLength(1);
    expect(example[0]).toContain(lang === 'zh-CN' ? '不包括“•••”跳转条目' : 'not on the ••• jump items');
    expect(example[0]).not.toMatch(/on every item|作用于每个条目/);
    const bullet = bullets(page).find((line) => line.includes('**1.1')) ?? '';
    expect(bullet).toMatch(lang === 'zh-CN' ? /1\.5\.0 的“•••”跳转条目两者都拿不到/ : /1\.5\.0 gives the "•••" jump items neither/);
  });
});

describe('sr_Cyrl_RS has no type declaration in 4.3.0, 5.1.0 and 1.5.0, nor ne_NP in any release (V4)', () => {
  /** The locales a release ships as JavaScript without a `.d.ts` beside them, in lib/ and es/. */
  const untyped = (alias: string) =>
    ['lib', 'es'].map((folder) => {
      const dir = path.join(modules, alias, folder, 'locale');
      return fs
        .readdirSync(dir)
        .filter((file) => file.endsWith('.js') && !fs.existsSync(path.join(dir, file.replace(/\.js$/, '.d.ts'))))
        .map((file) => file.replace(/\.js$/, ''))
        .sort();
    });

  it.each(RELEASES.map((release) => [release.id, release.alias]))('%s', (id, alias) => {
    const expected = id === DEFAULT_RELEASE ? ['ne_NP'] : ['ne_NP', 'sr_Cyrl_RS'];
    expect(untyped(alias)).toEqual([expected, expected]);
  });

  it.each(languages)('the Locale page says so ($lang)', ({ suffix }) => {
    const said = linesWith(readPage(`demo/locale${suffix}.md`), '`sr_Cyrl_RS`', '`ne_NP`');
    expect(said).toHaveLength(1);
    for (const release of RELEASES.filter(({ id }) => id !== DEFAULT_RELEASE)) expect(said[0]).toContain(release.version);
    expect(said[0]).toContain('declare module');
  });
});
