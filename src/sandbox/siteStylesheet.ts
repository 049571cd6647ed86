/**
 * Marks rc-pagination 4.0.4's rules in the site's CSS (plugins/patches/markSiteStylesheet.cjs): every target
 * browser meets it; a frame on another release drops the block.
 */
export const SITE_STYLESHEET_CONDITION = '(--rcp-stylesheet: rc-pagination-4-0-4)';
