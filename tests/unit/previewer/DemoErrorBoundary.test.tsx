import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import React from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DemoErrorBoundary from '../../../src/theme/DemoErrorBoundary';
import { setDumi } from '../../stubs/dumi';

vi.mock('react-intl', () => import('../../stubs/dumi'));

function Throws({ value }: { value: unknown }): React.ReactElement {
  throw value;
}

beforeEach(() => {
  // React reports every caught render error on the console; the box is what is under test
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('DemoErrorBoundary', () => {
  it('keeps a lazy demo to itself as the page hydrates: its siblings hydrate without a mismatch', async () => {
    function Demo() {
      return <p>demo markup</p>;
    }
    const page = (demo: React.ComponentType) =>
      React.createElement(
        'div',
        null,
        <DemoErrorBoundary>{React.createElement(demo)}</DemoErrorBoundary>,
        <p className="after">code and buttons after the demo</p>,
      );
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(page(Demo));
    const serverDemo = container.querySelector('p');
    const recoverable: unknown[] = [];
    let loadDemo: (module: { default: React.ComponentType }) => void = () => {};
    const LazyDemo = React.lazy(
      () => new Promise<{ default: React.ComponentType }>((resolve) => (loadDemo = resolve)),
    );
    await act(async () => {
      hydrateRoot(container, page(LazyDemo), {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    // the demo's code is still on its way: its server markup stays, the sibling is hydrated
    expect(container.querySelector('p')).toBe(serverDemo);
    await act(async () => loadDemo({ default: Demo }));
    expect(container.querySelector('p')).toBe(serverDemo);
    expect(container.querySelector('.after')?.textContent).toBe('code and buttons after the demo');
    expect(recoverable).toEqual([]);
    container.remove();
  });

  it('renders a working demo untouched', () => {
    const { container } = render(
      <DemoErrorBoundary>
        <button type="button">demo</button>
      </DemoErrorBoundary>,
    );
    expect(container.innerHTML).toBe('<button type="button">demo</button>');
  });

  it('replaces a throwing demo with its message and a collapsed stack, and the page goes on', () => {
    const error = new Error('Boom in the demo');
    render(
      <>
        <DemoErrorBoundary>
          <Throws value={error} />
        </DemoErrorBoundary>
        <button type="button">neighbour demo</button>
      </>,
    );
    const box = screen.getByRole('alert');
    expect(box.textContent).toContain('Boom in the demo');
    const details = box.querySelector('details');
    expect(details?.open).toBe(false);
    expect(details?.querySelector('summary')?.textContent).toBe('Error stack');
    expect(details?.querySelector('pre')?.textContent).toBe(error.stack);
    expect(screen.getByRole('button', { name: 'neighbour demo' })).toBeTruthy();
  });

  it('says the demo crashed when the error has no message, in either language', () => {
    render(
      <DemoErrorBoundary>
        <Throws value={{}} />
      </DemoErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('This demo has been crashed.');
    expect(screen.getByRole('alert').querySelector('details')).toBeNull();
    cleanup();

    setDumi({ locale: 'zh-CN' });
    render(
      <DemoErrorBoundary>
        <Throws value={new Error('')} />
      </DemoErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('该示例已崩溃。');
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('Retry mounts the demo again', () => {
    let broken = true;
    const mounted = vi.fn();
    function Flaky() {
      React.useEffect(() => mounted(), []);
      if (broken) throw new Error('the demo is broken');
      return <p>demo works</p>;
    }
    render(
      <DemoErrorBoundary>
        <Flaky />
      </DemoErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('the demo is broken');
    expect(mounted).not.toHaveBeenCalled();

    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('demo works')).toBeTruthy();
    expect(mounted).toHaveBeenCalledTimes(1);
  });
});
