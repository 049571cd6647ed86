/**
 * Webpack loader for dumi's HeroTitle stylesheet, which embeds a whole font (Alibaba PuHuiTi,
 * 50 KB as base64) for the home page's hero title. dumi's CSS all lands in the one stylesheet
 * every page loads before it can paint, so that font cost 29 KB gzipped of render-blocking CSS
 * on every page, although this site has no hero. Without it the title keeps the font stack's
 * fallbacks (Gill Sans, Calibri...).
 * Plain CommonJS: webpack loads loaders with require().
 */
const { patchLoader } = require('./patchLoader.cjs');

const INLINE_FONT_FACE = /@font-face\s*\{[^{}]*url\(\s*['"]?data:font\/[^{}]*\}\s*/g;

function dropInlineFonts(source) {
  return source.replace(INLINE_FONT_FACE, '');
}

module.exports = patchLoader('dropInlineFonts', dropInlineFonts, 'an inline @font-face');
module.exports.dropInlineFonts = dropInlineFonts;
