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
 * Inline <head> script that sets the colour attribute before first paint, so a prerendered page
 * is drawn in the visitor's mode instead of flashing light until the bundle runs.
 *
 * Why our own rather than dumi's: dumi's colour code is entry code inside the async bundle (it runs
 * after the page has painted) and reads localStorage without guarding exceptions. This one is ES5,
 * self-contained, validates the stored value and survives storage or matchMedia throwing.
 * It must agree with `resolveColorMode`; the unit tests check every case.
 * dumi's script is removed from the bundle by `dropDumiColorScript.ts`.
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
