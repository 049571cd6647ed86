import { realpathSync } from 'fs';
import path from 'path';
import { defineConfig } from 'vitest/config';

const stub = (file: string) => path.resolve(__dirname, 'tests/stubs', file);

/** Unit test files that run in a process of their own (see the second project below). */
const OWN_PROCESS = [
  'tests/unit/build/gitDates.test.ts',
  'tests/unit/build/mdLoaderResults.test.ts',
  'tests/unit/chrome/chunkError.test.tsx',
  'tests/unit/compare/releaseCost.test.ts',
  'tests/unit/compare/versionsPage.test.ts',
  'tests/unit/publish/twinFiles.test.ts',
  'tests/unit/publish/twins.test.ts',
  'tests/unit/runtime/renderHook.test.ts',
];

export default defineConfig({
  resolve: {
    alias: [
      // the demo code panel's code block, as dumi's SourceCode builtin below: the stand-in
      { find: /^@theme\/SourceCode\/CodeBlock$/, replacement: stub('dumi-theme/builtins/SourceCode.tsx') },
      // the theme's import aliases (as .dumirc.ts `alias` and tsconfig.json `paths`)
      { find: /^@theme\//, replacement: `${path.resolve(__dirname, 'src/theme')}/` },
      { find: /^@site\//, replacement: `${path.resolve(__dirname, 'src')}/` },
      // dumi/theme/builtins/* and slots/* exist only as build aliases: simple stand-ins
      { find: /^dumi\/theme\//, replacement: `${stub('dumi-theme')}/` },
      { find: /^dumi$/, replacement: stub('dumi.ts') },
      // dumi's generated locale config, which fetches a page's strings in a build
      { find: /^@@\/dumi\/locales\/config$/, replacement: stub('localeConfig.ts') },
      // the release costs a build measures and writes (plugins/releases/plugin.ts)
      { find: /^@@\/releases\/costs$/, replacement: stub('releaseCosts.ts') },
    ],
  },
  esbuild: { jsx: 'automatic' },
  // a checkout whose node_modules links to another (a git worktree) still serves the files tests
  // import from node_modules by path (tests/unit/navigation/navModes.test.ts)
  server: { fs: { allow: [__dirname, realpathSync(path.resolve(__dirname, 'node_modules'))] } },
  test: {
    environment: 'jsdom',
    setupFiles: ['tests/stubs/setup.ts'],
    testTimeout: 60_000,
    projects: [
      {
        // Each test file in a VM context of a long-lived worker: a worker process per file (the
        // default pool) spent about a second starting each of the hundred files, twice the
        // time of the tests themselves (maintainers/tests.md)
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], exclude: OWN_PROCESS, pool: 'vmThreads' },
      },
      {
        // the files a VM context cannot hold: they redefine window.location, read the
        // performance timeline of Node's own global, run webpack and esbuild (native threads
        // that can outlast a VM worker's teardown), or import many ES modules at once (remark's
        // parser and plugins, dumi's loaders: Node's VM linker then fails with "request for … is
        // not in cache" or cannot resolve their relative imports)
        extends: true,
        test: { name: 'unit-process', include: OWN_PROCESS, pool: 'forks' },
      },
    ],
  },
});
