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

  it('prints a file that several demos of the page share once, with the first demo', () => {
    const print = stubPrintQuery();
    const second = [{ name: 'index.tsx', code: 'export default function Other() {}' }, files[1]];
    const changed = [{ name: 'index.tsx', code: 'export default function Third() {}' }, { ...files[1], code: '.x {}' }];
    const { container } = render(
      <>
        <PrintSource files={files} />
        <PrintSource files={second} />
        <PrintSource files={changed} />
      </>,
    );
    print.set(true);
    const printed = [...container.querySelectorAll('pre')].map((pre) => pre.textContent);
    expect(printed.filter((code) => code === files[1].code)).toHaveLength(1);
    // each demo's own entry, and a file of the same name with other text, still print
    expect(printed).toEqual([
      files[0].code,
      files[1].code,
      second[0].code,
      changed[0].code,
      '.x {}',
    ]);
    // the shared file is still named where the second demo uses it, and said to be above
    expect(screen.getAllByText('The same file as printed with a demo above.')).toHaveLength(1);
  });
});
