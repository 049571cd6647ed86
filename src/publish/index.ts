/*
 * What the page uses of publishing: the head tags and the site's fixed facts, and the address of
 * a page's Markdown twin. Re-exports only. The build plugins (plugins/publish) read the inner
 * files directly, in Node.
 */
export { pageHeadTags, type PageHeadInput, type Tag } from './pageHead';
export { OG_IMAGE, SITE_ROOT, THEME_COLORS } from './site';
export { twinPathOf } from './twinAddress';
