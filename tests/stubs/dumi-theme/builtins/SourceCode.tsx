/** Unit-test stand-in for dumi's SourceCode builtin (see the alias in vitest.config.ts). */
import React from 'react';

export default function SourceCode({ children, lang }: { children?: string; lang?: string }) {
  return <pre data-lang={lang}>{children}</pre>;
}
