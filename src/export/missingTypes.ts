const LOCALE_DECLARATION = `import type { PaginationLocale } from 'rc-pagination';

  const locale: PaginationLocale;
  export default locale;`;

/** Modules published without a declaration (rc-pagination 4.0.4's ne_NP), which fail an import under `strict`. */
export const MISSING_DECLARATIONS: Readonly<Record<string, string>> = {
  'rc-pagination/lib/locale/ne_NP': LOCALE_DECLARATION,
  'rc-pagination/es/locale/ne_NP': LOCALE_DECLARATION,
};

/** Under each name the package goes by (src/export/release.ts renames it; 1.5.0 lacks ne_NP.d.ts too). */
const DECLARED = Object.entries(MISSING_DECLARATIONS).flatMap(([specifier, declaration]) =>
  [specifier, specifier.replace(/^rc-pagination\//, '@rc-component/pagination/')].map((name) => ({
    name,
    declaration: name === specifier ? declaration : declaration.replace("'rc-pagination'", "'@rc-component/pagination'"),
  })),
);

export function missingTypesDeclaration(sources: string[]): string | undefined {
  const used = DECLARED.filter(({ name }) =>
    sources.some((source) => source.includes(`'${name}'`) || source.includes(`"${name}"`)),
  );
  if (!used.length) return undefined;
  const blocks = used.map(({ name, declaration }) => `declare module '${name}' {\n  ${declaration}\n}`);
  return `// published without type declarations; these give the modules their types\n${blocks.join('\n\n')}\n`;
}
