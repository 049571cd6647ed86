/**
 * Stands in for react-intl in the site's bundles (plugins/patches/index.ts aliases the package
 * here; registry entry `ownIntl`): what dumi's generated locale runtime and its theme API import
 * (RawIntlProvider, createIntl, createIntlCache, useIntl, IntlContext, FormattedMessage…),
 * formatting with ./format.ts. Date, number and list formatting are not part of the site.
 */
import React, { createContext, useContext, type ReactNode } from 'react';
import { formatMessageText, MessageError, type Message, type MessageValues } from './format';

export interface MessageDescriptor {
  id?: string | number;
  defaultMessage?: string;
  description?: string;
}

export interface IntlShape {
  locale: string;
  messages: Record<string, Message>;
  formatMessage(descriptor: MessageDescriptor, values?: MessageValues): string;
}

interface IntlConfig {
  locale: string;
  messages?: Record<string, Message>;
}

/** Looks the message up and formats it; falls back as react-intl does (default message, id). */
function formatWith(config: IntlConfig, descriptor: MessageDescriptor, values?: MessageValues): string {
  const id = String(descriptor.id ?? '');
  if (!id) throw new Error('formatMessage needs an id');
  const messages = config.messages ?? {};
  const message = Object.prototype.hasOwnProperty.call(messages, id) ? messages[id] : undefined;
  if (message) {
    try {
      return formatMessageText(message, config.locale, values);
    } catch (error) {
      if (!(error instanceof MessageError)) throw error;
      console.error(`[intl] ${id}: ${error.message}`);
      return typeof message === 'string' ? message : (descriptor.defaultMessage ?? id);
    }
  }
  // the site never parses a message in the browser: a default message is shown as written
  return descriptor.defaultMessage ?? id;
}

/** One formatter per language (the cache argument is react-intl's; nothing here needs it). */
export function createIntl(config: IntlConfig, _cache?: unknown): IntlShape {
  return {
    locale: config.locale,
    messages: config.messages ?? {},
    formatMessage: (descriptor, values) => formatWith(config, descriptor, values),
  };
}

export function createIntlCache(): Record<string, never> {
  return {};
}

export const IntlContext = createContext<IntlShape | null>(null);

export function RawIntlProvider({ value, children }: { value: IntlShape; children?: ReactNode }) {
  return <IntlContext.Provider value={value}>{children}</IntlContext.Provider>;
}

export function IntlProvider({ children, ...config }: IntlConfig & { children?: ReactNode }) {
  return <RawIntlProvider value={createIntl(config)}>{children}</RawIntlProvider>;
}

export function useIntl(): IntlShape {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('useIntl: no IntlProvider above (dumi adds it, @@/dumi/locales/runtime.tsx)');
  return intl;
}

export function FormattedMessage(props: MessageDescriptor & { values?: MessageValues }) {
  const { values, ...descriptor } = props;
  return <>{useIntl().formatMessage(descriptor, values)}</>;
}

export function defineMessages<T extends Record<string, MessageDescriptor>>(messages: T): T {
  return messages;
}

function unsupported(name: string) {
  return function Unsupported(): never {
    throw new Error(`${name} is not part of the site's react-intl stand-in (src/runtime/intl)`);
  };
}

// the rest of what dumi's theme API re-exports from react-intl, unused by the site
export const FormattedDate = unsupported('FormattedDate');
export const FormattedDateParts = unsupported('FormattedDateParts');
export const FormattedDisplayName = unsupported('FormattedDisplayName');
export const FormattedList = unsupported('FormattedList');
export const FormattedNumber = unsupported('FormattedNumber');
export const FormattedNumberParts = unsupported('FormattedNumberParts');
export const FormattedPlural = unsupported('FormattedPlural');
export const FormattedRelativeTime = unsupported('FormattedRelativeTime');
export const FormattedTime = unsupported('FormattedTime');
export const FormattedTimeParts = unsupported('FormattedTimeParts');
export const injectIntl = unsupported('injectIntl');
