/**
 * Unit tests run under jsdom, where importing the real 'dumi' package loads its Node entry.
 * vitest aliases 'dumi' here; tests that need a hook mock it with vi.mock or extend this stub.
 */
import React from 'react';

export const useIntl = () => ({
  locale: 'en-US',
  formatMessage: ({ id }: { id: string }) => id,
});
export const useLocale = () => ({ id: 'en-US', name: 'English', base: '/' });
export const useSiteData = () => ({ themeConfig: {}, locales: [] });
export const useLocation = () => ({ pathname: '/', search: '', hash: '' });
export const Link = ({ to, children, ...rest }: { to: string; children?: React.ReactNode }) =>
  React.createElement('a', { href: to, ...rest }, children);
export const useDemo = (_id: string) => undefined as { context?: Record<string, unknown> } | undefined;
