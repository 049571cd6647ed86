// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import React, { type ComponentType } from 'react';
import * as Release4 from 'rc-pagination';
import * as Release1 from 'rc-component-pagination';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { frameModuleScope, withCalls } from '../../../src/sandbox/runner/scope';

/**
 * The frame's pagination tells the page of each listener call (the playground's event log on
 * another release), and the code's own listeners still run with the same arguments.
 */
afterEach(cleanup);

describe('withCalls', () => {
  it.each([
    ['rc-pagination 4.0.4', Release4],
    ['@rc-component/pagination 1.5.0', Release1],
  ])('relays onChange on %s and keeps the code’s own listener', (_name, module) => {
    const heard = vi.fn();
    const own = vi.fn();
    const Pagination = withCalls(module as Record<string, unknown>, heard).default as ComponentType<Record<string, unknown>>;
    render(<Pagination total={50} onChange={own} />);
    fireEvent.click(screen.getByTitle('3'));
    expect(heard).toHaveBeenCalledWith('onChange', [3, 10]);
    expect(own).toHaveBeenCalledWith(3, 10);
  });

  it('relays a call when the code sets no listener of its own', () => {
    const heard = vi.fn();
    const Pagination = withCalls(Release4 as Record<string, unknown>, heard).default as ComponentType<Record<string, unknown>>;
    render(<Pagination total={50} />);
    fireEvent.click(screen.getByTitle('2'));
    expect(heard).toHaveBeenCalledWith('onChange', [2, 10]);
  });

  it('changes the scope only when the page asked for the calls', async () => {
    const requestLocale = async () => ({});
    const heard = vi.fn();
    expect(await frameModuleScope(requestLocale).loaders['rc-pagination']!()).toBe(Release4);
    const listened = (await frameModuleScope(requestLocale, null, heard).loaders['rc-pagination']!()) as Record<string, unknown>;
    expect(listened.default).not.toBe(Release4.default);
  });
});
