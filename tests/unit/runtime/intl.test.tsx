// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import React from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { precompileMessages, resolveIcuParser } from '../../../plugins/patches/precompileMessages.cjs';
import type { Message, MessageNode } from '../../../src/runtime/intl/format';
import { createIntl, FormattedMessage, RawIntlProvider, useIntl } from '../../../src/runtime/intl';

// react-intl as dumi resolves it, and the ICU parser the build step uses
const dumi = path.dirname(createRequire(import.meta.url).resolve('dumi/package.json'));
const reactIntl = createRequire(path.join(dumi, 'package.json'))('react-intl') as {
  createIntl(config: object): { formatMessage(descriptor: object, values?: object): unknown };
};
const { parse } = createRequire(resolveIcuParser('package.json'))(resolveIcuParser()) as {
  parse: (message: string) => unknown;
};

const LOCALES = ['en-US', 'zh-CN'] as const;
const source = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    JSON.parse(readFileSync(path.join(__dirname, `../../../.dumi/theme/locales/${locale}.json`), 'utf8')) as Record<string, string>,
  ]),
);
// the messages as the browser gets them: through the build step that parses ICU syntax
const compiledSource = precompileMessages(`export const messages = ${JSON.stringify(source)};`, parse);
const compiled = JSON.parse(compiledSource.match(/^export const messages = (.*);$/m)![1]) as Record<
  string,
  Record<string, Message>
>;

/** Each argument of a message with its kind (plural/select arguments need numbers or keys). */
function argumentsOf(nodes: MessageNode[], found = new Map<string, number>()): Map<string, number> {
  for (const node of nodes) {
    if (node.type === 0 || node.type === 7) continue;
    found.set(node.value, Math.max(found.get(node.value) ?? 0, node.type));
    if (node.type === 5 || node.type === 6) {
      for (const option of Object.values(node.options)) argumentsOf(option.value, found);
    }
  }
  return found;
}

const TEXTS = ['Basic', "it's {not} <b>ICU</b>", '', 3, 1500];
const COUNTS = [0, 1, 2, 5, 21, 1000, 1234.5];

/** Several sets of values for a message: every argument gets each sample in turn. */
function sampleValues(message: Message): Array<Record<string, string | number> | undefined> {
  if (typeof message === 'string') return [undefined, { unused: 'x' }];
  const args = [...argumentsOf(message)];
  if (!args.length) return [undefined];
  const width = Math.max(...args.map(([, type]) => (type === 6 ? COUNTS.length : TEXTS.length)));
  return Array.from({ length: width }, (_, index) =>
    Object.fromEntries(
      args.map(([name, type]) => {
        const samples = type === 6 ? COUNTS : TEXTS;
        return [name, samples[index % samples.length]];
      }),
    ),
  );
}

describe('the react-intl stand-in (src/runtime/intl)', () => {
  for (const locale of LOCALES) {
    it(`formats every ${locale} message exactly as react-intl does`, () => {
      const messages = compiled[locale];
      const ours = createIntl({ locale, messages });
      const theirs = reactIntl.createIntl({ locale, messages, onError: () => {} });
      let compared = 0;
      for (const id of Object.keys(source[locale])) {
        for (const values of sampleValues(messages[id])) {
          expect(ours.formatMessage({ id }, values), `${locale} ${id} ${JSON.stringify(values)}`).toBe(
            theirs.formatMessage({ id }, values),
          );
          compared += 1;
        }
      }
      expect(compared).toBeGreaterThan(Object.keys(source[locale]).length);
    });
  }

  it('formats a plural with exact matches, an offset and a grouped count as react-intl does', () => {
    const messages = {
      a: parse('{n, plural, =0 {none} one {# item} other {# items}}') as Message,
      b: parse('{n, plural, offset:1 =1 {just {who}} one {{who} and # other} other {{who} and # others}}') as Message,
      c: parse('{kind, select, page {a page} other {something}}') as Message,
    };
    const ours = createIntl({ locale: 'en-US', messages });
    const theirs = reactIntl.createIntl({ locale: 'en-US', messages, onError: () => {} });
    for (const values of [{ n: 0, who: 'Ann', kind: 'page' }, { n: 1, who: 'Bo', kind: 'x' }, { n: 2, who: 'Cy', kind: 'page' }, { n: 12345, who: 'D', kind: '' }]) {
      for (const id of Object.keys(messages)) {
        expect(ours.formatMessage({ id }, values)).toBe(theirs.formatMessage({ id }, values));
      }
    }
  });

  it('falls back as react-intl does: the id for an unknown message or a missing value', () => {
    const messages = { 'search.count': compiled['en-US']['search.count'] };
    const ours = createIntl({ locale: 'en-US', messages });
    const theirs = reactIntl.createIntl({ locale: 'en-US', messages, onError: () => {} });
    const error = console.error;
    console.error = () => {};
    try {
      for (const [descriptor, values] of [
        [{ id: 'nope' }, undefined],
        [{ id: 'nope', defaultMessage: 'Plain default' }, undefined],
        [{ id: 'search.count' }, {}],
      ] as const) {
        expect(ours.formatMessage(descriptor, values)).toBe(theirs.formatMessage(descriptor, values));
      }
    } finally {
      console.error = error;
    }
    expect(ours.formatMessage({ id: 'nope' })).toBe('nope');
  });

  it('gives components the provider\'s formatter', () => {
    function Count() {
      return <span>{useIntl().formatMessage({ id: 'search.count' }, { count: 2 })}</span>;
    }
    const intl = createIntl({ locale: 'zh-CN', messages: compiled['zh-CN'] });
    const html = renderToString(
      <RawIntlProvider value={intl}>
        <Count />
        <FormattedMessage id="search.count" values={{ count: 1 }} />
      </RawIntlProvider>,
    );
    expect(html).toBe(
      `<span>${reactIntl.createIntl({ locale: 'zh-CN', messages: compiled['zh-CN'] }).formatMessage({ id: 'search.count' }, { count: 2 })}</span>${
        reactIntl.createIntl({ locale: 'zh-CN', messages: compiled['zh-CN'] }).formatMessage({ id: 'search.count' }, { count: 1 })
      }`,
    );
  });
});

describe('the stand-in and the registry', () => {
  it('exports exactly the names the registry checks dumi against (entry ownIntl)', async () => {
    const { INTL_STAND_IN_EXPORTS } = await import('../../../plugins/compat/registry.cjs');
    const module = await import('../../../src/runtime/intl');
    expect(Object.keys(module).sort()).toEqual([...INTL_STAND_IN_EXPORTS].sort());
  });
});
