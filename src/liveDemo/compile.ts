import { transform, type Transform } from 'sucrase';
import { unclosedTagPosition } from './unclosedTag';

export interface CompiledModule {
  code: string;
  imports: string[];
}

/** `line` and `column` count from 1, as editors show them. */
export class LiveSyntaxError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
    readonly line: number | null,
    readonly column: number | null,
  ) {
    super(line === null ? `${file}: ${reason}` : `${file} (${line}:${column}): ${reason}`);
    this.name = 'LiveSyntaxError';
  }
}

function transformsFor(file: string): Transform[] {
  if (/\.ts$/i.test(file)) return ['typescript', 'imports'];
  if (/\.tsx$/i.test(file)) return ['typescript', 'jsx', 'imports'];
  return ['jsx', 'imports'];
}

/** For an import, a re-export or a dynamic import. */
const REQUIRE_CALL = /\brequire\((['"])([^'"\n]+)\1\)/g;

/** To a CommonJS body for the runner: types removed, JSX for React's automatic runtime, modern syntax kept. */
export function compileModule(source: string, file: string): CompiledModule {
  let code: string;
  try {
    code = transform(source, {
      transforms: transformsFor(file),
      jsxRuntime: 'automatic',
      production: true,
      disableESTransforms: true,
      filePath: file,
    }).code;
  } catch (error) {
    throw toSyntaxError(error, file, source);
  }
  const imports = new Set<string>();
  for (const [, , specifier] of code.matchAll(REQUIRE_CALL)) imports.add(specifier);
  return { code, imports: [...imports] };
}

/** sucrase's message ends in `(<line>:<column>)`, 1-based. */
function toSyntaxError(error: unknown, file: string, source: string): LiveSyntaxError {
  const message = error instanceof Error ? error.message : String(error);
  const reason = message
    .replace(/^Error transforming [^:]*: /, '')
    .replace(/\s*\(\d+:\d+\)\s*$/, '');
  const loc = (error as { loc?: { line?: unknown; column?: unknown } } | null)?.loc;
  const given = typeof loc?.line === 'number' && typeof loc.column === 'number' ? { line: loc.line, column: loc.column } : null;
  // the JSX transform's own error carries no position
  const position = given ?? (/\/> or >/.test(reason) ? unclosedTagPosition(source, /\.tsx?$/i.test(file)) : null);
  return new LiveSyntaxError(file, withToken(reason, error, source), position?.line ?? null, position?.column ?? null);
}

/**
 * sucrase's bare "Unexpected token" names no token, though its `pos` points at it: the word or
 * character there is added, `Unexpected token "}"`, so the message says what stopped the parser.
 */
function withToken(reason: string, error: unknown, source: string): string {
  const pos = (error as { pos?: unknown } | null)?.pos;
  if (reason !== 'Unexpected token' || typeof pos !== 'number') return reason;
  const token = /^(?:[\w$]{1,40}|[^\s"])/.exec(source.slice(pos))?.[0];
  return token ? `${reason} "${token}"` : reason;
}
