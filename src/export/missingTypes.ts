const LOCALE_DECLARATION = `import type { PaginationLocale } from 'rc-pagination';

  const locale: PaginationLocale;
  export default locale;`;

/**
 * Modules the pinned packages publish without a declaration file (rc-pagination 4.0.4 has no
 * ne_NP.d.ts beside its other locales). Under \`strict\` TypeScript an import of one fails, so
 * an export that imports one ships its declaration. A unit test checks each is still missing.
 */
export const MISSING_DECLARATIONS: Readonly<Record<string, string>> = {
  'rc-pagination/lib/locale/ne_NP': LOCALE_DECLARATION,
  'rc-pagination/es/locale/ne_NP': LOCALE_DECLARATION,
};

/** A `.d.ts` for the undeclared modules these sources import, or nothing when there are none. */
export function missingTypesDeclaration(sources: string[]): string | undefined {
  const used = Object.keys(MISSING_DECLARATIONS).filter((specifier) =>
    sources.some(
      (source) => source.includes(`'${specifier}'`) || source.includes(`"${specifier}"`),
    ),
  );
  if (!used.length) return undefined;
  const blocks = used.map(
    (specifier) => `declare module '${specifier}' {\n  ${MISSING_DECLARATIONS[specifier]}\n}`,
  );
  return `// published without type declarations; these give the modules their types\n${blocks.join('\n\n')}\n`;
}
