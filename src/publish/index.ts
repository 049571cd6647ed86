/* What the page uses of publishing: head tags, the site's fixed facts, a Markdown twin's address. Re-exports only. */
export { pageHeadTags, type PageHeadInput, type Tag } from './pageHead';
export { OG_IMAGE, SITE_ROOT, THEME_COLORS } from './site';
export { twinPathOf } from './twinAddress';
