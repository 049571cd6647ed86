// Browser-side surface of the colour mode. headScript.ts is for the build.
export { COLOR_MODE_ATTRIBUTE, COLOR_MODES, type ColorMode } from './modes';
export { useColorMode, type ColorModeState } from './useColorMode';
