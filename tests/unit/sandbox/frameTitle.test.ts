import fs from 'fs';
import path from 'path';
import { describe, expect, it } from 'vitest';
import { frameTitle } from '../../../src/sandbox/frameTitle';

const messages = (id: string) =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../../.dumi/theme/locales/${id}.json`), 'utf8')) as Record<string, string>;

describe('the sandbox frame says what it holds', () => {
  it('an edit on 4.0.4 is the edited demo', () => {
    expect(frameTitle(true, '4.0.4')).toEqual({ id: 'previewer.sandbox.title' });
  });

  it('the demo as written on another release is not called edited', () => {
    expect(frameTitle(false, '5.1.0')).toEqual({
      id: 'previewer.sandbox.demoOnRelease',
      values: { release: 'rc-pagination 5.1.0' },
    });
    expect(frameTitle(true, '1.5.0')).toEqual({
      id: 'previewer.sandbox.editedOnRelease',
      values: { release: '@rc-component/pagination 1.5.0' },
    });
  });

  it.each(['en-US', 'zh-CN'])('has every title in %s, naming the release', (language) => {
    const strings = messages(language);
    for (const id of ['previewer.sandbox.demoOnRelease', 'previewer.sandbox.editedOnRelease']) {
      expect(strings[id], id).toContain('{release}');
    }
    expect(strings['previewer.sandbox.demoOnRelease']).not.toBe(strings['previewer.sandbox.editedOnRelease']);
  });
});
