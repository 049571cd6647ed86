/**
 * The mark on rc-pagination 4.0.4's stylesheet in the site's CSS: its rules sit in an
 * `@supports` block with this condition, which every browser the site targets meets, so the
 * page draws them as before (plugins/patches/markSiteStylesheet.cjs). A sandbox frame running
 * another release leaves that block out and holds only the release's own stylesheet.
 */
export const SITE_STYLESHEET_CONDITION = '(--rcp-stylesheet: rc-pagination-4-0-4)';
