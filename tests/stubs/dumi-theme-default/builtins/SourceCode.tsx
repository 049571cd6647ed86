/** Unit-test stand-in for dumi's own SourceCode (see the alias in vitest.config.ts). */
import React from 'react';

export interface ISourceCodeProps {
  children: string;
  lang: string;
}

export default function SourceCode({ children, lang }: ISourceCodeProps) {
  return <pre data-highlighted={lang}>{children}</pre>;
}
