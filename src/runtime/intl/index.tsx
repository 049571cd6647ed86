/** Stands in for react-intl (registry entry `ownIntl`): what dumi's locale runtime and theme API import. */
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

/** Falls back as react-intl does (default message, id). */
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
  return descriptor.defaultMessage ?? id;
}

/** One formatter per language (react-intl's cache argument is not needed). */
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

// the rest of what dumi's theme API re-exports, unused by the site
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
