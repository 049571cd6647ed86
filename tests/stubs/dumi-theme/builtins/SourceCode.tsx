/** Unit-test stand-in for dumi's SourceCode builtin and the theme's CodeBlock (see the aliases in vitest.config.ts). */
import React from 'react';

export default function SourceCode({ children, lang }: { children?: string; lang?: string }) {
  return <pre data-lang={lang}>{children}</pre>;
}
