import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import React from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

const CODE = "import Pagination from 'rc-pagination';";
const HIGHLIGHTER = '../../../src/theme/SourceCode/HighlightedCode';

/** An IntersectionObserver whose elements come into view when the test says so. */
function stubObserver() {
  const observers: Array<{ callback: IntersectionObserverCallback; disconnected: boolean }> = [];
  class FakeObserver {
    entry: { callback: IntersectionObserverCallback; disconnected: boolean };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    scrollIntoView: () =>
      act(() => {
        for (const { callback, disconnected } of observers) {
          if (!disconnected)
            callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as never);
        }
      }),
  };
}

async function load() {
  vi.resetModules();
  return (await import('../../../src/theme/SourceCode')).default;
}

afterEach(() => {
  cleanup();
  vi.doUnmock(HIGHLIGHTER);
  vi.unstubAllGlobals();
});

describe('SourceCode (highlighter downloaded when code comes near the screen)', () => {
  it('prerenders plain code, the same text, with no highlighter', async () => {
    const SourceCode = await load();
    const html = renderToString(<SourceCode lang="tsx">{CODE}</SourceCode>);
    expect(html).toContain('<pre class="prism-code"><code>');
    expect(html).toContain('rc-pagination');
    expect(html).not.toContain('class="token');
  });

  it('stays plain off screen and highlights once the block is near', async () => {
    const { scrollIntoView } = stubObserver();
    const SourceCode = await load();
    const { container } = render(<SourceCode lang="tsx">{CODE}</SourceCode>);
    expect(container.querySelector('pre.prism-code code')?.textContent).toBe(CODE);
    expect(container.querySelector('.token')).toBeNull();
    scrollIntoView();
    // the site's Prism: a keyword and a string token, the same text
    const keyword = await screen.findByText('import', { selector: 'pre.language-tsx .token.keyword' });
    expect(keyword).toBeTruthy();
    const pre = container.querySelector('pre.prism-code.language-tsx');
    expect(pre?.querySelector('.token.string')?.textContent).toBe("'rc-pagination'");
    expect(pre?.textContent).toBe(CODE);
    expect(container.querySelector('pre.prism-code > code')).toBeNull();
  });

  it("keeps the code readable when the highlighter's chunk fails to download", async () => {
    vi.doMock(HIGHLIGHTER, () => {
      throw new Error('Loading chunk 4531 failed.');
    });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const SourceCode = await load();
    // no IntersectionObserver in jsdom: highlighting is asked for right after the first render
    const { container } = render(<SourceCode lang="tsx">{CODE}</SourceCode>);
    await vi.waitFor(() => expect(quiet).toHaveBeenCalled());
    expect(container.querySelector('pre.prism-code code')?.textContent).toBe(CODE);
    expect(container.querySelector('.token')).toBeNull();
    quiet.mockRestore();
  });

  it('leaves shell commands plain even on screen: Prism would only colour comments', async () => {
    const { scrollIntoView } = stubObserver();
    const SourceCode = await load();
    const { container } = render(
      <SourceCode lang="bash">{'npm install rc-pagination'}</SourceCode>,
    );
    scrollIntoView();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('pre.prism-code code')?.textContent).toBe(
      'npm install rc-pagination',
    );
    expect(container.querySelector('.token')).toBeNull();
  });

  it('has a named copy button that copies the code and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    const SourceCode = await load();
    render(<SourceCode lang="bash">{'npm install rc-pagination'}</SourceCode>);
    // the unit-test dumi stub speaks the site's English strings
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Copied!');
    expect(writeText).toHaveBeenCalledWith('npm install rc-pagination');
  });

  it('gives an install block of alternatives a tab per package manager, each copying its own command', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    const SourceCode = await load();
    const block = 'npm install rc-pagination\n# or\nyarn add rc-pagination\n# or\npnpm add rc-pagination';
    render(<SourceCode lang="bash">{block}</SourceCode>);
    const list = screen.getByRole('tablist', { name: 'Package manager' });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['npm', 'yarn', 'pnpm']);
    expect(list.contains(tabs[0])).toBe(true);
    expect(screen.getByRole('tabpanel').textContent).toBe('npm install rc-pagination');
    // arrows move between the tabs and the focus follows, wrapping at the ends
    tabs[0].focus();
    fireEvent.keyDown(tabs[0], { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tabs[2]);
    expect(tabs[2].getAttribute('aria-selected')).toBe('true');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
    fireEvent.click(screen.getByRole('button', { name: 'Copy the pnpm command' }));
    expect(writeText).toHaveBeenCalledWith('pnpm add rc-pagination');
    fireEvent.click(tabs[1]);
    expect(screen.getByRole('tabpanel').textContent).toBe('yarn add rc-pagination');
  });
});

describe('commandsByManager', () => {
  it('splits alternatives of several managers, and leaves a sequence of commands as one block', async () => {
    const { commandsByManager } = await import('../../../src/theme/SourceCode/packageManagers');
    expect(commandsByManager('npm install a\n# 或\nyarn add a')).toEqual([
      { manager: 'npm', command: 'npm install a' },
      { manager: 'yarn', command: 'yarn add a' },
    ]);
    expect(commandsByManager('npm install\nnpm start   # dev server')).toBeNull();
    expect(commandsByManager('npm install a')).toBeNull();
    expect(commandsByManager('npm install a\n# or\ngit clone x')).toBeNull();
  });
});
