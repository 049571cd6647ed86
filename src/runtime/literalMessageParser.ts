/**
 * Stands in for react-intl's ICU message parser in the browser bundle (plugins/bundle/targets.ts
 * aliases `@formatjs/icu-messageformat-parser` here, saving about 10 KB gzipped). Messages with
 * ICU syntax are parsed at build time (plugins/patches/precompileMessages.cjs); the plain ones stay
 * strings, which react-intl returns as they are, and which this parses when a caller passes
 * values anyway. Anything else is a build bug, reported as such.
 */
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser/lib/types';

export * from '@formatjs/icu-messageformat-parser/lib/no-parser';

/** The characters that make a message more than literal text (same test as the build step). */
export const ICU_SYNTAX = /[{}'<]/;

export function parse(message: string): MessageFormatElement[] {
  if (ICU_SYNTAX.test(message)) {
    throw new Error(`Message not parsed at build time (plugins/patches/precompileMessages.cjs): ${message}`);
  }
  return [{ type: TYPE.literal, value: message }];
}
