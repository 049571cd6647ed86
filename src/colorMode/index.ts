// Browser-side surface of the colour mode. headScript.ts and cspHash.ts are for the build.
export {
  COLOR_MODE_ATTRIBUTE,
  COLOR_MODES,
  DEFAULT_COLOR_MODE,
  isColorMode,
  parseColorMode,
  resolveColorMode,
  type ColorMode,
  type ResolvedColorMode,
} from './modes';
export { useColorMode, type ColorModeState } from './useColorMode';
