// @vitest-environment node
import fs from 'fs';
import path from 'path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Each Chinese demo (docs/demo/demos/<name>.zh-CN.tsx) is a translation of its English twin: it
 * may differ in strings, JSX text, comments and which rc-pagination locale it imports, and in
 * nothing else. Both files are reduced to the shape of their syntax tree, with those parts blanked.
 */
const DEMOS = path.resolve(__dirname, '../../../docs/demo/demos');
const LOCALE_MODULE = /^rc-pagination\/(lib|es)\/locale\//;

/** Names bound by imports of an rc-pagination locale (enUS, zhCN...). */
function localeBindings(file: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of file.statements) {
    if (
      ts.isImportDeclaration(statement) &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      LOCALE_MODULE.test(statement.moduleSpecifier.text) &&
      statement.importClause?.name
    ) {
      names.add(statement.importClause.name.text);
    }
  }
  return names;
}

/** One line per node: its kind, and the text of names and numbers; strings and JSX text blanked. */
export function shapeOf(source: string, fileName: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const locales = localeBindings(file);
  const lines: string[] = [];
  const visit = (node: ts.Node, depth: number) => {
    if (ts.isJsxText(node)) return; // translated prose, free to move around the expressions
    const kind = ts.SyntaxKind[node.kind];
    let text = '';
    if (ts.isStringLiteral(node) && ts.isImportDeclaration(node.parent)) {
      text = LOCALE_MODULE.test(node.text) ? '<locale module>' : node.text;
    } else if (ts.isStringLiteralLike(node)) {
      text = '<string>';
    } else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      text = '<string>';
    } else if (ts.isIdentifier(node)) {
      text = locales.has(node.text) ? '<locale>' : node.text;
    } else if (ts.isNumericLiteral(node)) {
      text = node.text;
    }
    lines.push(`${' '.repeat(depth)}${kind} ${text}`.trimEnd());
    node.forEachChild((child) => visit(child, depth + 1));
  };
  visit(file, 0);
  return lines;
}

const twins = fs
  .readdirSync(DEMOS)
  .filter((name) => name.endsWith('.zh-CN.tsx'))
  .map((zh) => ({ zh, en: zh.replace('.zh-CN.tsx', '.tsx') }));

describe('Chinese demo twins', () => {
  it('exist for the demos, each beside its English original', () => {
    expect(twins.length).toBeGreaterThanOrEqual(20);
    for (const { en } of twins) expect(fs.existsSync(path.join(DEMOS, en)), en).toBe(true);
  });

  it.each(twins)('$zh differs from $en only in strings and the locale import', ({ en, zh }) => {
    const read = (name: string) => shapeOf(fs.readFileSync(path.join(DEMOS, name), 'utf8'), name);
    expect(read(zh)).toEqual(read(en));
  });

  it('sees a changed prop, a changed number and a changed name as a difference', () => {
    const en = "import enUS from 'rc-pagination/lib/locale/en_US';\nconst a = <P total={50} locale={enUS} title=\"Hi\">Go</P>;";
    const zh = "import zhCN from 'rc-pagination/lib/locale/zh_CN';\nconst a = <P total={50} locale={zhCN} title=\"你好\">前往</P>;";
    expect(shapeOf(zh, 'a.tsx')).toEqual(shapeOf(en, 'a.tsx'));
    expect(shapeOf(zh.replace('50', '60'), 'a.tsx')).not.toEqual(shapeOf(en, 'a.tsx'));
    expect(shapeOf(zh.replace('total=', 'pageSize='), 'a.tsx')).not.toEqual(shapeOf(en, 'a.tsx'));
    expect(shapeOf(zh.replace("'rc-pagination/lib/locale/zh_CN'", "'./zh'"), 'a.tsx')).not.toEqual(
      shapeOf(en, 'a.tsx'),
    );
  });
});
