import nprogress from 'nprogress';

/**
 * nprogress's markup, the bar dumi shows while a page's chunk loads, without the roles its own
 * template gives it ("bar", "spinner"): ARIA has no such roles (axe: aria-roles). The bar is
 * decorative. nprogress finds its parts by those roles unless told their classes instead.
 */
export const PROGRESS_TEMPLATE =
  '<div class="bar"><div class="peg"></div></div><div class="spinner"><div class="spinner-icon"></div></div>';

/** dumi imports the same nprogress module (its `themeConfig.nprogress`), so this reaches its bar. */
export function configureProgressBar(): void {
  nprogress.configure({ template: PROGRESS_TEMPLATE, barSelector: '.bar', spinnerSelector: '.spinner' });
}
