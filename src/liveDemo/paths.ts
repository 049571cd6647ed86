/** An import may leave them out. */
export const MODULE_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'] as const;

export function isModuleFile(name: string): boolean {
  return MODULE_EXTENSIONS.some((ext) => name.toLowerCase().endsWith(ext));
}

export function isRelativeSpecifier(specifier: string): boolean {
  return specifier.startsWith('./') || specifier.startsWith('../');
}

function withoutModuleExtension(name: string): string {
  return name.replace(/\.(tsx|ts|jsx|js)$/i, '');
}

/** `a/b/../c` → `a/c`; null above the demo's folder. */
export function normalizePath(path: string): string | null {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part !== '..') parts.push(part);
    else if (parts.pop() === undefined) return null;
  }
  return parts.join('/');
}

/** The file an import names: its extension left out or the other language's, a folder for its `index`. */
export function resolveLocalImport(from: string, specifier: string, files: string[]): string | null {
  const folder = from.includes('/') ? from.slice(0, from.lastIndexOf('/') + 1) : '';
  const target = normalizePath(folder + specifier);
  if (target === null) return null;
  if (files.includes(target)) return target;
  const stem = withoutModuleExtension(target);
  const candidates = [stem, `${target}/index`];
  return (
    files.find((file) => isModuleFile(file) && candidates.includes(withoutModuleExtension(file))) ??
    null
  );
}
