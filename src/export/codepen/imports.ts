/** One `import` statement of a demo module, with the names it binds. */
export interface ImportStatement {
  source: string;
  defaultName?: string;
  namespace?: string;
  named: Array<{ imported: string; local: string }>;
}

// a clause holds only names, braces, commas, `*` and `as`, so it cannot run into code
const IMPORT_STATEMENT =
  /^import\s+(?:([\w$*{}\s,]+?)\s+from\s+)?(['"])([^'"\n]+)\2[ \t]*;?[ \t]*$/gm;

function parseClause(source: string, clause = ''): ImportStatement {
  const braces = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
  return {
    source,
    defaultName: /^\s*([A-Za-z_$][\w$]*)\s*(?:,|$)/.exec(clause)?.[1],
    namespace: /\*\s*as\s+([A-Za-z_$][\w$]*)/.exec(clause)?.[1],
    named: braces
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [imported, local = imported] = part.split(/\s+as\s+/);
        return { imported, local };
      }),
  };
}

/** Takes the static imports out of a module (they sit at the top of formatted demos). */
export function splitImports(code: string): { imports: ImportStatement[]; body: string } {
  const imports: ImportStatement[] = [];
  const body = code.replace(
    IMPORT_STATEMENT,
    (_, clause: string | undefined, _q, source: string) => {
      imports.push(parseClause(source, clause));
      return '';
    },
  );
  return { imports, body };
}

/** Local names an import statement introduces. */
export function boundNames(statement: ImportStatement): string[] {
  return [
    statement.defaultName,
    statement.namespace,
    ...statement.named.map((n) => n.local),
  ].filter((name): name is string => Boolean(name));
}

/**
 * One statement per URL where possible, so two inlined modules importing the same package
 * share a binding instead of declaring it twice.
 */
export function renderImports(statements: ImportStatement[]): string {
  const groups = new Map<string, ImportStatement[]>();
  for (const statement of statements) {
    groups.set(statement.source, [...(groups.get(statement.source) ?? []), statement]);
  }
  const lines: string[] = [];
  for (const [source, group] of groups) {
    const defaults = [...new Set(group.map((s) => s.defaultName).filter(Boolean))];
    const namespaces = [...new Set(group.map((s) => s.namespace).filter(Boolean))];
    const named = [
      ...new Set(
        group.flatMap((s) =>
          s.named.map(({ imported, local }) =>
            imported === local ? imported : `${imported} as ${local}`,
          ),
        ),
      ),
    ];
    const head = [defaults[0], named.length ? `{ ${named.join(', ')} }` : undefined]
      .filter(Boolean)
      .join(', ');
    if (head) lines.push(`import ${head} from '${source}';`);
    for (const name of defaults.slice(1)) lines.push(`import ${name} from '${source}';`);
    for (const name of namespaces) lines.push(`import * as ${name} from '${source}';`);
    if (!head && !namespaces.length) lines.push(`import '${source}';`);
  }
  return lines.join('\n');
}
