import { act, cleanup, render, screen } from '@testing-library/react';
import React, { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { providePageMeta, resetPageMeta } from '../../../src/runtime/pageMeta';
import { installRouteMeta } from '../../../src/runtime/routeMeta';
import { useRouteMeta } from '../../../src/runtime/useRouteMeta';
import { setDumi } from '../../stubs/dumi';

const route = { id: 'docs/versions', path: '/versions', meta: { frontmatter: { title: 'Versions' } } };

beforeEach(() =>
  setDumi({
    route,
    routes: { [route.id]: route },
    location: { pathname: '/versions', search: '', hash: '' },
  }),
);

afterEach(() => {
  cleanup();
  resetPageMeta();
});

const full = {
  frontmatter: { title: 'Versions', description: 'What changed after 4.0.4' },
  toc: [{ id: 'align', depth: 2, title: '4.1.0: align' }],
};

function Probe() {
  const { frontmatter, toc } = useRouteMeta();
  return (
    <div>
      <p>{String(frontmatter.description ?? 'no description')}</p>
      <ul>
        {toc.map((heading) => (
          <li key={heading.id}>{heading.title}</li>
        ))}
      </ul>
    </div>
  );
}

describe("useRouteMeta (the page's metadata from the page's chunk)", () => {
  it('waits for the page module on the first render (hydration), then renders its data', async () => {
    let arrive: () => void = () => {};
    installRouteMeta(
      {
        'docs/versions': {
          frontmatter: { title: 'Versions' },
          page: () =>
            new Promise<void>((resolve) => {
              arrive = () => {
                providePageMeta('docs/versions', full.frontmatter, full.toc);
                resolve();
              };
            }),
        },
      },
      {},
    );
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Probe />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => arrive());
    expect(await screen.findByText('What changed after 4.0.4')).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe('4.1.0: align');
  });

  it('after the first commit, shows the light data, then re-renders when the page data arrives', async () => {
    // the app commits once with a page whose data is there (as after hydration)
    installRouteMeta({ 'docs/versions': { frontmatter: { title: 'Versions' }, page: async () => {} } }, {});
    providePageMeta('docs/versions', { title: 'Versions' }, []);
    render(<Probe />);
    cleanup();
    resetPageMeta();

    // a later navigation to a page whose chunk has not run yet
    const page = vi.fn(() => new Promise<void>(() => {}));
    installRouteMeta({ 'docs/versions': { frontmatter: { title: 'Versions' }, page } }, {});
    render(<Probe />);
    expect(screen.getByText('no description')).toBeTruthy();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(page).toHaveBeenCalled();
    act(() => providePageMeta('docs/versions', full.frontmatter, full.toc));
    expect(screen.getByText('What changed after 4.0.4')).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe('4.1.0: align');
  });
});
