/*
 * The texts of the "Moving from X to Y" list, in both interface languages, with `{name}`
 * placeholders as in .dumi/theme/locales, formatted here (formatMoving) for the Versions page's
 * list, in the browser and at build time alike, and the demo comparison's view (formatView): they
 * come with its chunk, not with every page's first load as the locale files' `compare.*` do.
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
  'compare.moving.markup.element.added': { 'en-US': '{kind}: an <{element}> appears.', 'zh-CN': '{kind}：出现了 <{element}>。' },
  'compare.moving.markup.element.removed': { 'en-US': '{kind}: no <{element}> any more.', 'zh-CN': '{kind}：不再有 <{element}>。' },
  'compare.moving.markup.class.added': { 'en-US': '{kind}: <{element}> gains the class {name}.', 'zh-CN': '{kind}：<{element}> 新增类名 {name}。' },
  'compare.moving.markup.class.removed': { 'en-US': '{kind}: <{element}> loses the class {name}.', 'zh-CN': '{kind}：<{element}> 去掉了类名 {name}。' },
  'compare.moving.markup.added': {
    'en-US': '{kind}: <{element}> gains {facet}: {after}.',
    'zh-CN': '{kind}：<{element}> 新增{facet}：{after}。',
  },
  'compare.moving.markup.removed': {
    'en-US': '{kind}: <{element}> loses {facet} ({before}).',
    'zh-CN': '{kind}：<{element}> 去掉了{facet}（{before}）。',
  },
  'compare.moving.markup.changed': {
    'en-US': '{kind}: <{element}> {facet} goes from {before} to {after}.',
    'zh-CN': '{kind}：<{element}> 的{facet}由 {before} 变为 {after}。',
  },
  'compare.moving.keyboard.keyActs': {
    'en-US': '{key} on a page item now turns the page.',
    'zh-CN': '在页码上按{key}现在会翻页。',
  },
  'compare.moving.keyboard.keyIdle': {
    'en-US': '{key} on a page item no longer turns the page.',
    'zh-CN': '在页码上按{key}不再翻页。',
  },
  'compare.moving.keyboard.tabStops': {
    'en-US': 'Tab stops in the pagination: {before} become {after}.',
    'zh-CN': '分页中可用键盘聚焦的位置：由 {before} 个变为 {after} 个。',
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

/** The comparison view's texts (src/theme/CompareReleases), with its chunk: the locale files come with every page's first load. */
const VIEW = {
  'compare.axe.node': { 'en-US': '{count} element', 'zh-CN': '{count} 个元素' },
  'compare.axe.nodes': { 'en-US': '{count} elements', 'zh-CN': '{count} 个元素' },
  'compare.axe.none': { 'en-US': 'axe finds no violation.', 'zh-CN': 'axe 未发现违规。' },
  'compare.category.accessibility': { 'en-US': 'Accessibility (axe)', 'zh-CN': '无障碍（axe）' },
  'compare.category.cost': { 'en-US': 'Size and dependencies', 'zh-CN': '体积与依赖' },
  'compare.category.keyboard': { 'en-US': 'Keyboard', 'zh-CN': '键盘' },
  'compare.category.markup': { 'en-US': 'Markup and ARIA', 'zh-CN': '标记与无障碍属性' },
  'compare.category.property': { 'en-US': 'Properties', 'zh-CN': '属性' },
  'compare.changes': { 'en-US': 'Moving from {from} to {to}', 'zh-CN': '从 {from} 迁移到 {to}' },
  'compare.cost.dependency': { 'en-US': '{name} {version}, peer React {react}', 'zh-CN': '{name} {version}，React 对等依赖 {react}' },
  'compare.cost.gzip': {
    'en-US': '{bytes} B gzipped, React left out; peer React {react}',
    'zh-CN': 'gzip 后 {bytes} B（不含 React）；React 对等依赖 {react}',
  },
  'compare.key.acts': { 'en-US': '{key} on a page item turns the page', 'zh-CN': '在页码上按{key}会翻页' },
  'compare.key.idle': { 'en-US': '{key} on a page item does nothing', 'zh-CN': '在页码上按{key}无作用' },
  'compare.noChange': { 'en-US': 'Nothing measured changes.', 'zh-CN': '测量的各项都没有变化。' },
  'compare.pick.from': { 'en-US': 'First release', 'zh-CN': '第一个版本' },
  'compare.pick.to': { 'en-US': 'Second release', 'zh-CN': '第二个版本' },
  'compare.region': { 'en-US': '{from} and {to}, side by side', 'zh-CN': '{from} 与 {to} 并排对比' },
  'compare.rejected': {
    'en-US': 'The link names releases this site does not run ({values}), so it compares {from} and {to}.',
    'zh-CN': '链接中的版本（{values}）本站无法运行，因此对比 {from} 与 {to}。',
  },
  'compare.share': { 'en-US': 'Copy link to this comparison', 'zh-CN': '复制此对比的链接' },
  'compare.sharedPending': {
    'en-US': 'The shared code runs here too once you run it above.',
    'zh-CN': '请先在上方运行分享的代码，它随后也会在这里运行。',
  },
  'compare.side.error': { 'en-US': 'Measuring the demo on {release} failed.', 'zh-CN': '在 {release} 上测量示例失败。' },
  'compare.side.loading': { 'en-US': 'Running the demo on {release}…', 'zh-CN': '正在 {release} 上运行示例…' },
  'compare.side.measuring': { 'en-US': 'Measuring…', 'zh-CN': '正在测量…' },
  'compare.side.noPagination': {
    'en-US': 'Nothing measured: the demo shows no pagination on {release}.',
    'zh-CN': '未能测量：示例在 {release} 上没有显示分页。',
  },
  'compare.side.run': {
    'en-US': 'The code did not run on {release}, so nothing was measured.',
    'zh-CN': '代码未能在 {release} 上运行，因此未能测量。',
  },
  'compare.side.stopped': {
    'en-US': 'The code was stopped on {release} (a loop, a move of its address or a message outside its channel), so nothing was measured.',
    'zh-CN': '{release} 上的代码已被停止（循环过久、更改了地址或在通道之外发送消息），因此未能测量。',
  },
  'compare.side.silent': {
    'en-US': 'The demo on {release} did not answer, so nothing was measured.',
    'zh-CN': '{release} 上的示例没有应答，因此未能测量。',
  },
  'compare.tabStops': { 'en-US': 'Tab stops: {count}', 'zh-CN': '可用键盘聚焦的位置：{count} 个' },
  'compare.waiting': { 'en-US': 'Waiting for both sides to be measured.', 'zh-CN': '正在等待两侧的测量结果。' },
} as const satisfies Record<string, Record<Language, string>>;

export type ViewKey = keyof typeof VIEW;

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

/** What a markup change is about, as `{facet}` reads: an attribute's name stays code. */
const FACET_NAMES: Record<string, Record<Language, string>> = {
  role: { 'en-US': 'the role attribute', 'zh-CN': ' role 属性' },
  tabindex: { 'en-US': 'the tabindex attribute', 'zh-CN': ' tabindex 属性' },
  aria: { 'en-US': 'the attribute {name}', 'zh-CN': ' {name} 属性' },
  class: { 'en-US': 'the class {name}', 'zh-CN': '类名 {name}' },
  element: { 'en-US': 'the element', 'zh-CN': '元素' },
};

/** A markup value that is no attribute's text: an attribute left out, an element id. */
const VALUE_NAMES: Record<string, Record<Language, string>> = {
  '(none)': { 'en-US': '(none)', 'zh-CN': '（无）' },
  '(id)': { 'en-US': '(an element id)', 'zh-CN': '（元素标识）' },
};

/** axe's impact levels. */
const IMPACT_NAMES: Record<string, Record<Language, string>> = {
  minor: { 'en-US': 'minor', 'zh-CN': '轻微' },
  moderate: { 'en-US': 'moderate', 'zh-CN': '中等' },
  serious: { 'en-US': 'serious', 'zh-CN': '严重' },
  critical: { 'en-US': 'critical', 'zh-CN': '危急' },
};

/** The keys the probe presses (src/compare/keyboard.ts), as a keyboard's user names them. */
const KEY_NAMES: Record<string, Record<Language, string>> = {
  Enter: { 'en-US': 'Enter', 'zh-CN': '回车键' },
  Space: { 'en-US': 'Space', 'zh-CN': '空格键' },
};

/** A table's texts in one language. */
const inLanguage = <Key extends string>(table: Record<Key, Record<Language, string>>, language: Language) =>
  Object.fromEntries(Object.entries<Record<Language, string>>(table).map(([key, texts]) => [key, texts[language]])) as Record<Key, string>;

/** Every message in one language: what the locale files will hold. */
export const movingMessages = (language: Language): Record<MovingKey, string> => inLanguage(MOVING, language);

/** Every text of the comparison's view in one language. */
export const viewMessages = (language: Language): Record<ViewKey, string> => inLanguage(VIEW, language);

type Values = Readonly<Record<string, string | number>>;

/** An item's text in `language`: the message with its values, a kind named in that language. */
export function formatMoving(item: { key: MovingKey; values: Values }, language: Language): string {
  return fill(MOVING[item.key][language], item.values, language);
}

/** A text of the comparison's view in `language`, with its values. */
export function formatView(key: ViewKey, language: Language, values: Values = {}): string {
  return fill(VIEW[key][language], values, language);
}

/** `value` in `language` where `names` has it; a value of the code's own (a rule id, a type) as it is. */
const named = (names: Record<string, Record<Language, string>>, value: string, language: Language) =>
  Object.prototype.hasOwnProperty.call(names, value) ? names[value][language] : value;

function fill(text: string, values: Values, language: Language): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    const shown = String(value);
    if (name === 'kind') return named(KIND_NAMES, shown, language);
    if (name === 'facet') return fill(named(FACET_NAMES, shown, language), { name: values.name ?? '' }, language);
    if (name === 'impact') return named(IMPACT_NAMES, shown, language);
    if (name === 'key') return named(KEY_NAMES, shown, language);
    // markup values come as a list: only its stand-ins for no value or an id are words
    if (name === 'before' || name === 'after') return shown.split(', ').map((part) => named(VALUE_NAMES, part, language)).join(', ');
    return shown;
  });
}
