import fs from 'fs';
import path from 'path';

/**
 * Crafted share payloads, for the unit tests of the reader and the end-to-end checks
 * that the page stays responsive on them (maintainers/live-demo-sandbox.md, Share links). The payloads
 * themselves are built in hostilePayloads.mjs, which `npm run bench` imports too.
 */
export { punctuation, quadraticOutput, quadraticPayload, sharePayload } from './hostilePayloads.mjs';

const DEMOS = path.join(__dirname, '../../docs/demo/demos');

/** Every demo's entry file with the local files it imports, as Share sends them: name → code. */
export function realDemos(): Map<string, Record<string, string>> {
  const withImports = (name: string, files: Record<string, string>) => {
    if (name in files) return files;
    const code = fs.readFileSync(path.join(DEMOS, name), 'utf8');
    files[name] = code;
    for (const [, local] of code.matchAll(/(?:from|import)\s+'\.\/([^']+)'/g)) {
      const file = [local, `${local}.tsx`, `${local}.ts`].find((candidate) => fs.existsSync(path.join(DEMOS, candidate)));
      if (file) withImports(file, files);
    }
    return files;
  };
  const demos = fs.readdirSync(DEMOS).filter((name) => name.endsWith('.tsx'));
  return new Map(demos.map((name) => [name, withImports(name, {})]));
}
