import path from 'path';
import { defineConfig } from 'vitest/config';

const stub = (file: string) => path.resolve(__dirname, 'tests/stubs', file);

export default defineConfig({
  resolve: {
    alias: [
      // the theme's import aliases (as .dumirc.ts `alias` and tsconfig.json `paths`)
      { find: /^@theme\//, replacement: `${path.resolve(__dirname, 'src/theme')}/` },
      { find: /^@site\//, replacement: `${path.resolve(__dirname, 'src')}/` },
      // dumi/theme/builtins/* and slots/* exist only as build aliases: simple stand-ins
      { find: /^dumi\/theme\//, replacement: `${stub('dumi-theme')}/` },
      { find: /^dumi$/, replacement: stub('dumi.ts') },
    ],
  },
  esbuild: { jsx: 'automatic' },
  test: {
    environment: 'jsdom',
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/stubs/setup.ts'],
    testTimeout: 60_000,
  },
});
