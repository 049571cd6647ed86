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

/**
 * The declarations under each name the package is exported by: an export on
 * @rc-component/pagination renames the imports (src/export/release.ts), and its 1.5.0 has no
 * ne_NP.d.ts either.
 */
const DECLARED = Object.entries(MISSING_DECLARATIONS).flatMap(([specifier, declaration]) =>
  [specifier, specifier.replace(/^rc-pagination\//, '@rc-component/pagination/')].map((name) => ({
    name,
    declaration: name === specifier ? declaration : declaration.replace("'rc-pagination'", "'@rc-component/pagination'"),
  })),
);

/** A `.d.ts` for the undeclared modules these sources import, or nothing when there are none. */
export function missingTypesDeclaration(sources: string[]): string | undefined {
  const used = DECLARED.filter(({ name }) =>
    sources.some((source) => source.includes(`'${name}'`) || source.includes(`"${name}"`)),
  );
  if (!used.length) return undefined;
  const blocks = used.map(({ name, declaration }) => `declare module '${name}' {\n  ${declaration}\n}`);
  return `// published without type declarations; these give the modules their types\n${blocks.join('\n\n')}\n`;
}
