import { transform } from 'sucrase';

/**
 * Removes type syntax only; JSX, imports and formatting stay, so the pen reads like the demo.
 * Types are stripped here rather than by CodePen's TypeScript preprocessor because a pen
 * cannot choose that compiler's module and JSX settings; what is left is plain JSX that
 * CodePen's Babel preprocessor compiles. Sucrase is already a site dependency, and this code
 * loads only when a visitor asks for CodePen.
 */
export function stripTypes(code: string, path: string): string {
  if (!/\.tsx?$/.test(path)) return code;
  return transform(code, {
    transforms: path.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'],
    jsxRuntime: 'preserve',
    disableESTransforms: true,
  }).code;
}

const NAME = '[A-Za-z_$][\\w$]*';
const DECLARATION = new RegExp(
  `^export\\s+((?:async\\s+)?function\\*?|class|const|let|var)\\s+(${NAME})`,
  'gm',
);
const DEFAULT_DECLARATION = new RegExp(
  `^export\\s+default\\s+(?=(?:async\\s+)?(?:function\\*?|class)\\s+(${NAME}))`,
  'm',
);
const DEFAULT_NAME = new RegExp(`^export\\s+default\\s+(${NAME})\\s*;?[ \\t]*$`, 'm');
const DEFAULT_EXPRESSION = /^export\s+default\s+/m;
const EXPORT_LIST = /^export\s*\{([^}]*)\}\s*;?[ \t]*$/gm;
const RE_EXPORT = /^export\s+(?:\*|\{[^}]*\})\s*from\b/m;
const TOP_LEVEL_DECLARATION = new RegExp(
  `^(?:async\\s+)?(?:function\\*?|class|const|let|var)\\s+(${NAME})`,
  'gm',
);

/**
 * Turns a module's exports into plain top-level bindings so it can share one pen with the
 * others; returns which binding stands for each exported name. An anonymous default export
 * becomes `const <defaultAlias> = …`.
 */
export function takeExports(
  body: string,
  defaultAlias: string,
): { body: string; exports: Map<string, string> } {
  if (RE_EXPORT.test(body)) throw new Error('CodePen export cannot follow `export … from`');
  const exports = new Map<string, string>();
  let code = body;
  const declared = DEFAULT_DECLARATION.exec(code);
  const named = declared ? null : DEFAULT_NAME.exec(code);
  if (declared) {
    code = code.replace(declared[0], '');
    exports.set('default', declared[1]);
  } else if (named) {
    code = code.replace(named[0], '');
    exports.set('default', named[1]);
  } else if (DEFAULT_EXPRESSION.test(code)) {
    code = code.replace(DEFAULT_EXPRESSION, `const ${defaultAlias} = `);
    exports.set('default', defaultAlias);
  }
  code = code.replace(DECLARATION, (_, keyword: string, name: string) => {
    exports.set(name, name);
    return `${keyword} ${name}`;
  });
  code = code.replace(EXPORT_LIST, (_, list: string) => {
    for (const part of list
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)) {
      const [local, exported = local] = part.split(/\s+as\s+/);
      exports.set(exported, local);
    }
    return '';
  });
  return { body: code, exports };
}

/** Names a module declares at its top level (formatted code starts those at column 0). */
export function topLevelNames(code: string): string[] {
  return [...code.matchAll(TOP_LEVEL_DECLARATION)].map((match) => match[1]);
}
