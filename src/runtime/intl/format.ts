/**
 * Formats interface strings as react-intl did, without its runtime (maintainers/patch-gains.md): ICU messages
 * arrive parsed (plugins/patches/precompileMessages.cjs). Text, `{arg}`, `select`, `plural`; anything else is reported.
 */

/** A node of @formatjs/icu-messageformat-parser's tree. */
export type MessageNode =
  | { type: 0; value: string }
  | { type: 1; value: string }
  | { type: 5; value: string; options: Record<string, { value: MessageNode[] }> }
  | { type: 6; value: string; options: Record<string, { value: MessageNode[] }>; offset?: number; pluralType?: 'cardinal' | 'ordinal' }
  | { type: 7 }
  | { type: 2 | 3 | 4 | 8; value: string };

export type Message = string | MessageNode[];
export type MessageValues = Record<string, string | number | boolean | null | undefined>;

const plurals = new Map<string, Intl.PluralRules>();
const numbers = new Map<string, Intl.NumberFormat>();

function pluralRules(locale: string, type: 'cardinal' | 'ordinal' = 'cardinal'): Intl.PluralRules {
  const key = `${locale} ${type}`;
  let rules = plurals.get(key);
  if (!rules) plurals.set(key, (rules = new Intl.PluralRules(locale, { type })));
  return rules;
}

function numberFormat(locale: string): Intl.NumberFormat {
  let format = numbers.get(locale);
  if (!format) numbers.set(locale, (format = new Intl.NumberFormat(locale)));
  return format;
}

/** react-intl falls back to the message's id then. */
export class MessageError extends Error {}

function valueOf(values: MessageValues | undefined, name: string): MessageValues[string] {
  if (!values || !(name in values)) throw new MessageError(`no value for {${name}}`);
  return values[name];
}

function formatNodes(nodes: MessageNode[], locale: string, values: MessageValues | undefined, count?: number): string {
  let text = '';
  for (const node of nodes) {
    switch (node.type) {
      case 0:
        text += node.value;
        break;
      case 7:
        if (typeof count === 'number') text += numberFormat(locale).format(count);
        break;
      case 1: {
        const value = valueOf(values, node.value);
        text += typeof value === 'string' || typeof value === 'number' ? String(value) : '';
        break;
      }
      case 5: {
        const value = valueOf(values, node.value);
        const option = node.options[String(value)] ?? node.options.other;
        if (!option) throw new MessageError(`no option for {${node.value}} = ${String(value)}`);
        text += formatNodes(option.value, locale, values);
        break;
      }
      case 6: {
        const value = Number(valueOf(values, node.value));
        const offset = node.offset ?? 0;
        const option =
          node.options[`=${value}`] ??
          node.options[pluralRules(locale, node.pluralType).select(value - offset)] ??
          node.options.other;
        if (!option) throw new MessageError(`no plural option for {${node.value}} = ${value}`);
        text += formatNodes(option.value, locale, values, value - offset);
        break;
      }
      default:
        throw new MessageError(`ICU element type ${node.type} is not supported here (src/runtime/intl/format.ts)`);
    }
  }
  return text;
}

export function formatMessageText(message: Message, locale: string, values?: MessageValues): string {
  return typeof message === 'string' ? message : formatNodes(message, locale, values);
}
