import { act, cleanup, render, screen } from '@testing-library/react';
import React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PrintSource from '../../../src/theme/PrintSource';

const files = [
  { name: 'index.tsx', code: 'export default function Demo() {}' },
  { name: 'size-changer.css', code: '.rc-select { width: 90px; }' },
];

/** A print media query the test switches, as print emulation does. */
function stubPrintQuery() {
  const listeners = new Set<() => void>();
  const query = {
    matches: false,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', (text: string) => (text === 'print' ? query : { matches: false }));
  return {
    set(matches: boolean) {
      query.matches = matches;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PrintSource', () => {
  it('renders nothing on screen', () => {
    stubPrintQuery();
    const { container } = render(<PrintSource files={files} />);
    expect(container.innerHTML).toBe('');
  });

  it('prints every file under its name from beforeprint to afterprint', () => {
    stubPrintQuery();
    const { container } = render(<PrintSource files={files} />);
    act(() => window.dispatchEvent(new Event('beforeprint')));
    expect(screen.getByText('export default function Demo() {}').tagName).toBe('CODE');
    expect(screen.getByText('.rc-select { width: 90px; }')).toBeTruthy();
    expect([...container.querySelectorAll('figcaption')].map((caption) => caption.textContent)).toEqual([
      'index.tsx',
      'size-changer.css',
    ]);
    act(() => window.dispatchEvent(new Event('afterprint')));
    expect(container.innerHTML).toBe('');
  });

  it('follows the print media query (print preview emulated), without a name for a lone file', () => {
    const print = stubPrintQuery();
    const { container } = render(<PrintSource files={files.slice(0, 1)} />);
    print.set(true);
    expect(container.querySelector('pre')?.textContent).toBe('export default function Demo() {}');
    expect(container.querySelector('figcaption')).toBeNull();
    print.set(false);
    expect(container.innerHTML).toBe('');
  });
});
