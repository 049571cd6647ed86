/*
 * The texts of the "Moving from X to Y" list, in both interface languages, with `{name}`
 * placeholders as in .dumi/theme/locales, formatted here (formatMoving) for the Versions page's
 * list, in the browser and at build time alike; the view's own strings are `compare.*` there.
 */
import type { ElementKind } from './markup';

export type Language = 'en-US' | 'zh-CN';

const MOVING = {
  'compare.moving.property.removed': {
    'en-US': '{property} is gone: code that sets it ({before}) is ignored.',
    'zh-CN': '{property} 已移除：设置它（{before}）的代码会被忽略。',
  },
  'compare.moving.property.added': {
    'en-US': '{property} is new: {after}.',
    'zh-CN': '新增 {property}：{after}。',
  },
  'compare.moving.property.changed': {
    'en-US': '{property} changes type: {before} becomes {after}.',
    'zh-CN': '{property} 的类型改变：{before} 变为 {after}。',
  },
  'compare.moving.property.unused': {
    'en-US': '{property} is still declared but no longer read.',
    'zh-CN': '{property} 仍有声明，但不再被读取。',
  },
  'compare.moving.markup.kind.added': { 'en-US': 'The {kind} appears.', 'zh-CN': '出现了{kind}。' },
  'compare.moving.markup.kind.removed': { 'en-US': 'The {kind} is not drawn.', 'zh-CN': '不再绘制{kind}。' },
  'compare.moving.markup.added': {
    'en-US': '{kind}: <{element}> gains {facet} {name} {after}.',
    'zh-CN': '{kind}：<{element}> 新增 {facet} {name} {after}。',
  },
  'compare.moving.markup.removed': {
    'en-US': '{kind}: <{element}> loses {facet} {name} {before}.',
    'zh-CN': '{kind}：<{element}> 去掉了 {facet} {name} {before}。',
  },
  'compare.moving.markup.changed': {
    'en-US': '{kind}: <{element}> {facet} {name} goes from {before} to {after}.',
    'zh-CN': '{kind}：<{element}> 的 {facet} {name} 由 {before} 变为 {after}。',
  },
  'compare.moving.keyboard.keyActs': {
    'en-US': '{key} on a page item now turns the page.',
    'zh-CN': '在页码上按 {key} 现在会翻页。',
  },
  'compare.moving.keyboard.keyIdle': {
    'en-US': '{key} on a page item no longer turns the page.',
    'zh-CN': '在页码上按 {key} 不再翻页。',
  },
  'compare.moving.keyboard.tabStops': {
    'en-US': 'Tab stops in the pagination: {before} become {after}.',
    'zh-CN': '分页中的 Tab 停靠点：由 {before} 个变为 {after} 个。',
  },
  'compare.moving.accessibility.added': {
    'en-US': 'axe finds {rule} ({impact}) on {after} elements.',
    'zh-CN': 'axe 在 {after} 个元素上发现 {rule}（{impact}）。',
  },
  'compare.moving.accessibility.removed': {
    'en-US': 'axe no longer finds {rule} (was on {before} elements).',
    'zh-CN': 'axe 不再发现 {rule}（原先在 {before} 个元素上）。',
  },
  'compare.moving.accessibility.changed': {
    'en-US': 'axe finds {rule} on {after} elements instead of {before}.',
    'zh-CN': 'axe 发现 {rule} 的元素由 {before} 个变为 {after} 个。',
  },
  'compare.moving.cost.larger': {
    'en-US': 'The component with its dependencies grows by {difference} B gzipped ({percent} %): {before} B to {after} B.',
    'zh-CN': '组件及其依赖 gzip 后增大 {difference} B（{percent}%）：由 {before} B 到 {after} B。',
  },
  'compare.moving.cost.smaller': {
    'en-US': 'The component with its dependencies shrinks by {difference} B gzipped ({percent} %): {before} B to {after} B.',
    'zh-CN': '组件及其依赖 gzip 后减小 {difference} B（{percent}%）：由 {before} B 到 {after} B。',
  },
  'compare.moving.cost.dependencyAdded': { 'en-US': 'New dependency: {name} {version}.', 'zh-CN': '新增依赖：{name} {version}。' },
  'compare.moving.cost.dependencyRemoved': { 'en-US': 'No longer depends on {name}.', 'zh-CN': '不再依赖 {name}。' },
  'compare.moving.cost.react': {
    'en-US': 'React {after} is needed ({from} asks for it), where {before} was enough.',
    'zh-CN': '需要 React {after}（{from} 的要求），此前 {before} 即可。',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type MovingKey = keyof typeof MOVING;

/** The names of the pagination's parts, as the texts' `{kind}` reads. */
export const KIND_NAMES: Record<ElementKind, Record<Language, string>> = {
  list: { 'en-US': 'list', 'zh-CN': '列表' },
  item: { 'en-US': 'page item', 'zh-CN': '页码' },
  prevNext: { 'en-US': 'previous/next button', 'zh-CN': '上一页/下一页按钮' },
  jump: { 'en-US': 'jump 5 pages button', 'zh-CN': '向前/向后 5 页按钮' },
  sizeChanger: { 'en-US': 'page size changer', 'zh-CN': '每页条数选择器' },
  jumper: { 'en-US': 'quick jumper', 'zh-CN': '快速跳转' },
  simple: { 'en-US': 'simple pager input', 'zh-CN': '简洁模式输入框' },
  total: { 'en-US': 'total text', 'zh-CN': '总数文字' },
  other: { 'en-US': 'other element', 'zh-CN': '其他元素' },
};

/** Every message in one language: what the locale files will hold. */
export function movingMessages(language: Language): Record<MovingKey, string> {
  return Object.fromEntries(Object.entries(MOVING).map(([key, texts]) => [key, texts[language]])) as Record<MovingKey, string>;
}

/** An item's text in `language`: the message with its values, a kind named in that language. */
export function formatMoving(item: { key: MovingKey; values: Readonly<Record<string, string | number>> }, language: Language): string {
  return MOVING[item.key][language].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = item.values[name];
    if (value === undefined) return whole;
    if (name === 'kind' && value in KIND_NAMES) return KIND_NAMES[value as ElementKind][language];
    return String(value);
  });
}
