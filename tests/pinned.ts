/**
 * The versions the site renders with, read from package.json: tests compare against these, so
 * an upgrade changes one file, not a dozen tests.
 */
import pkg from '../package.json';

function pinned(name: keyof typeof pkg.dependencies): string {
  const version = pkg.dependencies[name];
  if (!/^\d+\.\d+\.\d+$/.test(version)) {
    throw new Error(`package.json must pin ${name} to an exact version, found "${version}"`);
  }
  return version;
}

export const REACT = pinned('react');
export const REACT_DOM = pinned('react-dom');
export const RC_PAGINATION = pinned('rc-pagination');
export const RC_SELECT = pinned('rc-select');

/** The packages a demo project is exported with, at their pinned versions. */
export const PINNED = {
  react: REACT,
  'react-dom': REACT_DOM,
  'rc-pagination': RC_PAGINATION,
  'rc-select': RC_SELECT,
} as const;
