import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import fs from 'fs';
import path from 'path';
import React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CodeBar from '../../../src/codeView/CodeView/CodeBar';

afterEach(cleanup);

const FILES = [
  { name: 'index.tsx', code: 'export default 1;' },
  { name: 'styles.css', code: 'a {}' },
];

describe('CodeBar (the bar of the code view, in the previewer and the playground)', () => {
  it('tabs the files, each named in the chosen language, with the controls between', () => {
    const onSelect = vi.fn();
    const { container } = render(
      <CodeBar
        idPrefix="x"
        files={FILES}
        active={0}
        onSelect={onSelect}
        shown={{ name: 'index.jsx', switchable: true }}
        language="js"
        onLanguageChange={() => {}}
      >
        <button type="button">extra</button>
      </CodeBar>,
    );
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['index.jsx', 'styles.css']);
    expect(tabs[0].getAttribute('aria-controls')).toBe('x-panel');
    fireEvent.click(tabs[1]);
    expect(onSelect).toHaveBeenCalledWith(1);
    // tabs, then the caller's controls, then the TypeScript / JavaScript switch
    const bar = container.firstElementChild as HTMLElement;
    const parts = Array.from(bar.children, (child) => child.getAttribute('role') ?? child.textContent);
    expect(parts).toEqual(['tablist', 'extra', 'group']);
    const javaScript = within(bar).getByRole('button', { name: 'JavaScript' });
    expect(javaScript.getAttribute('aria-pressed')).toBe('true');
  });

  it('names a single file instead of tabbing it, with no switch for a file that cannot switch', () => {
    const { container } = render(
      <CodeBar
        idPrefix="y"
        files={[FILES[1]]}
        active={0}
        onSelect={() => {}}
        shown={{ name: 'styles.css', switchable: false }}
        language="ts"
        onLanguageChange={() => {}}
      />,
    );
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('group')).toBeNull();
    expect(container.querySelector('.rcp-previewer-filename')?.textContent).toBe('styles.css');
  });
});

describe('one code view for the previewer and the playground', () => {
  it("the playground imports none of the previewer's internals", () => {
    const dir = path.resolve(__dirname, '../../../src/playground');
    const sources = fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|tsx)$/.test(file))
      .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'));
    expect(sources.length).toBeGreaterThan(5);
    const previewerImport = /(from|import) '[^']*theme\/Previewer/;
    expect(sources.filter((source) => previewerImport.test(source))).toEqual([]);
  });
});
