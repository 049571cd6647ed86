import { act, cleanup, render, screen } from '@testing-library/react';
import React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ChunkErrorBoundary,
  isChunkLoadError,
  useAssetFailure,
} from '../../../src/theme/ChunkError';
import { failedStylesheets, isOwnStylesheet } from '../../../src/theme/ChunkError/chunkError';
import { dropFailedPreloads } from '../../../src/theme/ChunkError/preloads';

afterEach(cleanup);

describe('isChunkLoadError', () => {
  it.each([
    [
      'webpack script chunk',
      Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' }),
    ],
    ['named only', { name: 'ChunkLoadError', message: '' }],
    [
      'mini-css-extract-plugin',
      Object.assign(new Error('Loading CSS chunk 7 failed.\n(/x.css)'), {
        code: 'CSS_CHUNK_LOAD_FAILED',
      }),
    ],
    ['CSS message only', new Error('Loading CSS chunk docs-page failed. (error: /a.css)')],
    [
      'native import, Chromium',
      new TypeError('Failed to fetch dynamically imported module: /a.js'),
    ],
    ['native import, Firefox', new TypeError('error loading dynamically imported module')],
    ['native import, Safari', new TypeError('Importing a module script failed.')],
  ])('recognises %s', (_, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    ['a render error', new TypeError("Cannot read properties of undefined (reading 'x')")],
    ['a string', 'Loading chunk 1 failed'],
    ['nothing', undefined],
  ])('ignores %s', (_, error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

function Throws({ error }: { error: unknown }): React.ReactElement {
  throw error;
}

describe('ChunkErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the reload message when a chunk failed, and reloads on the button', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const chunkError = Object.assign(new Error('Loading chunk 9 failed.'), {
      name: 'ChunkLoadError',
    });
    render(
      <ChunkErrorBoundary>
        <Throws error={chunkError} />
      </ChunkErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('This page could not be loaded'),
    );
    act(() => screen.getByRole('button', { name: 'Reload page' }).click());
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('passes any other error on to the boundary above', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    class Outer extends React.Component<{ children: React.ReactNode }, { caught: string }> {
      state = { caught: '' };
      static getDerivedStateFromError(error: Error) {
        return { caught: error.message };
      }
      render() {
        return this.state.caught ? <p>outer: {this.state.caught}</p> : this.props.children;
      }
    }
    render(
      <Outer>
        <ChunkErrorBoundary>
          <Throws error={new Error('bug in a component')} />
        </ChunkErrorBoundary>
      </Outer>,
    );
    expect(screen.getByText('outer: bug in a component')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('renders again when the address changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const chunkError = { name: 'ChunkLoadError', message: 'Loading chunk 1 failed.' };
    const { rerender } = render(
      <ChunkErrorBoundary resetKey="/a">
        <Throws error={chunkError} />
      </ChunkErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    rerender(
      <ChunkErrorBoundary resetKey="/b">
        <p>next page</p>
      </ChunkErrorBoundary>,
    );
    expect(screen.getByText('next page')).toBeTruthy();
  });
});

describe('stylesheet failures', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  const link = (href: string) => {
    const element = document.createElement('link');
    element.rel = 'stylesheet';
    element.href = href;
    document.head.append(element);
    return element;
  };

  it('counts a stylesheet of this site as failed when it was left with an empty sheet', () => {
    const failed = link(`${window.location.origin}/umi.css`);
    Object.defineProperty(failed, 'sheet', { value: { cssRules: [] } });
    const loading = link(`${window.location.origin}/other.css`);
    Object.defineProperty(loading, 'sheet', { value: null });
    const fine = link(`${window.location.origin}/fine.css`);
    Object.defineProperty(fine, 'sheet', { value: { cssRules: [{}] } });
    expect(failedStylesheets(document)).toEqual([failed]);
  });

  it('only reports stylesheets of this site', () => {
    const own = link(`${window.location.origin}/umi.css`);
    const foreign = link('https://elsewhere.example/x.css');
    expect(isOwnStylesheet(own, window.location.origin)).toBe(true);
    expect(isOwnStylesheet(foreign, window.location.origin)).toBe(false);
    expect(isOwnStylesheet(document.createElement('img'), window.location.origin)).toBe(false);
  });

  it('useAssetFailure turns true on a stylesheet error event or an unhandled chunk rejection', () => {
    const Probe = () => <p>{useAssetFailure() ? 'failed' : 'fine'}</p>;
    render(<Probe />);
    expect(screen.getByText('fine')).toBeTruthy();
    const element = link(`${window.location.origin}/late.css`);
    act(() => {
      element.dispatchEvent(new Event('error'));
    });
    expect(screen.getByText('failed')).toBeTruthy();
  });

  it('ignores unhandled rejections that are not chunk failures', () => {
    const Probe = () => <p>{useAssetFailure() ? 'failed' : 'fine'}</p>;
    render(<Probe />);
    act(() => {
      const event = new Event('unhandledrejection') as PromiseRejectionEvent;
      Object.defineProperty(event, 'reason', { value: new Error('some bug') });
      window.dispatchEvent(event);
    });
    expect(screen.getByText('fine')).toBeTruthy();
    act(() => {
      const event = new Event('unhandledrejection') as PromiseRejectionEvent;
      Object.defineProperty(event, 'reason', { value: { name: 'ChunkLoadError', message: 'x' } });
      window.dispatchEvent(event);
    });
    expect(screen.getByText('failed')).toBeTruthy();
  });
});

describe('dropFailedPreloads', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  const preload = (src: string) => {
    const script = document.createElement('script');
    script.src = src;
    script.setAttribute('data-webpack', `site:${src}`);
    document.head.append(script);
    return script;
  };

  it('removes the preloaded chunk tags whose download failed, and only those', () => {
    const origin = window.location.origin;
    preload(`${origin}/GlobalLayout.async.js`);
    preload(`${origin}/DocLayout.async.js`);
    preload(`${origin}/still-loading.async.js`);
    const removed = dropFailedPreloads(document, [
      { name: `${origin}/GlobalLayout.async.js`, responseStatus: 500 },
      { name: `${origin}/DocLayout.async.js`, responseStatus: 200 },
      { name: `${origin}/unknown-status.async.js` },
    ]);
    expect(removed).toEqual([`${origin}/GlobalLayout.async.js`]);
    expect(
      Array.from(document.querySelectorAll('script')).map((script) =>
        script.src.replace(origin, ''),
      ),
    ).toEqual(['/DocLayout.async.js', '/still-loading.async.js']);
  });
});
