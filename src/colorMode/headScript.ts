import {
  COLOR_MODES,
  COLOR_MODE_ATTRIBUTE,
  COLOR_MODE_STORAGE_KEY,
  DARK_SCHEME_QUERY,
  DEFAULT_COLOR_MODE,
  type ColorMode,
} from './modes';

const AUTO: ColorMode = 'auto';
const LIGHT: ColorMode = 'light';
const DARK: ColorMode = 'dark';

/**
 * Inline <head> script that sets the colour attribute before first paint (dumi's runs after it, in
 * the bundle, and throws when storage does). ES5, self-contained, validating the stored value; it
 * must agree with `resolveColorMode`, which the unit tests check.
 */
export const colorModeHeadScript: string = [
  '(function(){',
  `var modes=${JSON.stringify(COLOR_MODES)},mode=${JSON.stringify(DEFAULT_COLOR_MODE)},stored=null;`,
  `try{stored=window.localStorage.getItem(${JSON.stringify(COLOR_MODE_STORAGE_KEY)})}catch(e){}`,
  'if(modes.indexOf(stored)>-1)mode=stored;',
  `if(mode===${JSON.stringify(AUTO)}){mode=${JSON.stringify(LIGHT)};`,
  `try{if(window.matchMedia(${JSON.stringify(DARK_SCHEME_QUERY)}).matches)mode=${JSON.stringify(DARK)}}catch(e){}}`,
  `document.documentElement.setAttribute(${JSON.stringify(COLOR_MODE_ATTRIBUTE)},mode)`,
  '})();',
].join('');
