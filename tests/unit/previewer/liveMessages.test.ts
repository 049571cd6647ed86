import { describe, expect, it } from 'vitest';
import enUS from '../../../.dumi/theme/locales/en-US.json';
import zhCN from '../../../.dumi/theme/locales/zh-CN.json';
import { compileModule } from '../../../src/liveDemo/compile';
import { REASON_IDS, reasonText } from '../../../src/theme/Previewer/Live/syntaxReason';

/** sucrase's reason for refusing `code`, as the runner reports it. */
function reasonFor(code: string): string {
  try {
    compileModule(code, 'index.tsx');
  } catch (error) {
    return (error as { reason: string }).reason;
  }
  throw new Error('compiled');
}

describe('reasonText (sucrase reasons as interface strings)', () => {
  it.each([
    ['const a = [1, 2;', 'previewer.live.reason.expected', { token: ',' }],
    ['const b = ;', 'previewer.live.reason.unexpectedToken', { token: ';' }],
    ['const c = 1;\nconst d = ) 2;', 'previewer.live.reason.unexpectedToken', { token: ')' }],
    ['if (a) { } else else {}', 'previewer.live.reason.unexpectedToken', { token: 'else' }],
    ['const x = 1 @ 2', 'previewer.live.reason.expected', { token: ';' }],
    ['const r = /ab', 'previewer.live.reason.regex', {}],
    ["const e = 'abc", 'previewer.live.reason.string', {}],
    ['const f = `abc', 'previewer.live.reason.template', {}],
    ['/* open', 'previewer.live.reason.comment', {}],
    ['const h = <><p a={1}\n<b /></>;', 'previewer.live.reason.tagEnd', {}],
  ])('translates what sucrase says of %j', (code, id, values) => {
    expect(reasonText(reasonFor(code))).toEqual({ id, values });
  });

  it('reads the reasons sucrase words without a position in the code', () => {
    expect(reasonText('Unexpectedly reached the end of input.')?.id).toBe('previewer.live.reason.end');
    expect(reasonText('Unterminated JSX contents')?.id).toBe('previewer.live.reason.jsxContents');
    expect(reasonText("Unexpected character '#'")).toEqual({ id: 'previewer.live.reason.character', values: { token: '#' } });
    // a token sucrase points at that cannot be quoted: its bare reason
    expect(reasonText('Unexpected token')).toEqual({ id: 'previewer.live.reason.unexpected', values: {} });
  });

  it('leaves a reason it does not know as sucrase wrote it', () => {
    expect(reasonText('Something new')).toBeNull();
  });

  it('has every reason in both interface languages, naming the same values', () => {
    for (const id of REASON_IDS) {
      const en = (enUS as Record<string, string>)[id];
      const zh = (zhCN as Record<string, string>)[id];
      expect(en, id).toBeTypeOf('string');
      expect(zh, id).toBeTypeOf('string');
      expect(zh.match(/\{\w+\}/g), id).toEqual(en.match(/\{\w+\}/g));
    }
  });
});
