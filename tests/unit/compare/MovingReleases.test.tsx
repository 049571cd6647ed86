import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReleaseCost } from '@site/compare/cost';
import { RELEASE_IDS } from '@site/versions';
import { setDumi } from '../../stubs/dumi';

/** Stand-in costs: this view only passes them on (the build's are checked in releaseCost.test.ts). */
const COSTS: ReleaseCost[] = RELEASE_IDS.map((release, index) => ({
  release,
  bytes: 20_000,
  gzip: 7000 + index * 100,
  peerReact: '>=16.9.0',
  dependencies: [{ name: release === '1.5.0' ? '@rc-component/util' : 'rc-util', range: '^1.0.0', version: '1.0.0', peerReact: '>=16.9.0' }],
}));
vi.mock('@site/compare/loadCosts', () => ({ loadReleaseCosts: async () => COSTS }));

const { default: MovingReleases } = await import('@theme/MovingReleases');

const STATIC = <p>the page's own list of 4.0.4 to 1.5.0</p>;

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/versions');
});

describe('MovingReleases', () => {
  it('shows the page list for the default pair; another pair gets its own list and goes into the address', async () => {
    render(<MovingReleases>{STATIC}</MovingReleases>);
    const from = screen.getByRole('combobox', { name: 'Moving from' }) as HTMLSelectElement;
    const to = screen.getByRole('combobox', { name: 'to' }) as HTMLSelectElement;
    expect([from.value, to.value]).toEqual(['4.0.4', '1.5.0']);
    expect(screen.getByText("the page's own list of 4.0.4 to 1.5.0")).toBeTruthy();

    fireEvent.change(to, { target: { value: '5.1.0' } });
    expect(await screen.findByText('Moving from 4.0.4 to 5.1.0')).toBeTruthy();
    expect(screen.queryByText("the page's own list of 4.0.4 to 1.5.0")).toBeNull();
    expect(screen.getByText(/selectComponentClass is gone/)).toBeTruthy();
    expect(screen.queryByText(/Space on a page item/)).toBeNull();
    expect(screen.getByText(/grows by 200 B gzipped/)).toBeTruthy();
    expect(window.location.search).toBe('?from=4.0.4&to=5.1.0');

    fireEvent.change(from, { target: { value: '1.5.0' } });
    expect(await screen.findByText('Moving from 1.5.0 to 5.1.0')).toBeTruthy();
    expect(screen.getByText(/Space on a page item no longer turns the page/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /axe rule nested-interactive/ }).getAttribute('target')).toBe('_blank');

    fireEvent.change(from, { target: { value: '4.0.4' } });
    fireEvent.change(to, { target: { value: '1.5.0' } });
    expect(await screen.findByText("the page's own list of 4.0.4 to 1.5.0")).toBeTruthy();
    expect(window.location.search).toBe('');
  });

  it('reads only known releases from the address, as text', async () => {
    window.history.replaceState(null, '', '/versions?from=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&to=4.3.0');
    const { container } = render(<MovingReleases>{STATIC}</MovingReleases>);
    expect(await screen.findByText('Moving from 4.0.4 to 4.3.0')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect((screen.getByRole('combobox', { name: 'Moving from' }) as HTMLSelectElement).value).toBe('4.0.4');
  });

  it('names its selects and reads in Chinese on the Chinese page', async () => {
    setDumi({ locale: 'zh-CN' });
    render(<MovingReleases>{STATIC}</MovingReleases>);
    fireEvent.change(screen.getByRole('combobox', { name: '迁移到' }), { target: { value: '4.3.0' } });
    expect(await screen.findByText('从 4.0.4 迁移到 4.3.0')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: '迁移自' })).toBeTruthy();
    expect(screen.getByRole('group', { name: '要对比的版本' })).toBeTruthy();
    expect(screen.getByText(/新增 align/)).toBeTruthy();
  });
});
