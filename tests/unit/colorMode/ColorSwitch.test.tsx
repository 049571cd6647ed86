import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ColorSwitch, { ColorSwitchView } from '../../../src/theme/ColorSwitch';
import { setDumi } from '../../stubs/dumi';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-prefers-color');
});

describe('ColorSwitchView', () => {
  it('names the group and every option in English', () => {
    render(<ColorSwitchView value="dark" onChange={() => {}} />);
    const group = screen.getByRole('group', { name: 'Color mode' });
    expect(within(group).getByRole('button', { name: 'Light' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(within(group).getByRole('button', { name: 'Dark' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(
      within(group).getByRole('button', { name: 'Follow system' }).getAttribute('aria-pressed'),
    ).toBe('false');
  });

  it('names the group and every option in Chinese', () => {
    setDumi({ locale: 'zh-CN' });
    render(<ColorSwitchView value="auto" onChange={() => {}} />);
    const group = screen.getByRole('group', { name: '颜色模式' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['浅色', '深色', '跟随系统']);
    expect(
      within(group).getByRole('button', { name: '跟随系统' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('reports the clicked mode and leaves the value to its owner', () => {
    const onChange = vi.fn();
    render(<ColorSwitchView value="light" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Follow system' }));
    expect(onChange).toHaveBeenCalledWith('auto');
    expect(screen.getByRole('button', { name: 'Light' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('ColorSwitch in the header', () => {
  it('switches the page to dark and remembers it', () => {
    render(<ColorSwitch />);
    // a first visit follows the system
    expect(screen.getByRole('button', { name: 'Follow system' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dark' }));
    expect(screen.getByRole('button', { name: 'Dark' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Follow system' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(document.documentElement.getAttribute('data-prefers-color')).toBe('dark');
    expect(window.localStorage.getItem('dumi:prefers-color')).toBe('dark');
  });
});
