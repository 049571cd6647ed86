import path from 'path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      // dumi/theme/builtins/* and slots/* exist only as build aliases: simple stand-ins
      'dumi/theme': path.resolve(__dirname, 'tests/stubs/dumi-theme'),
      dumi: path.resolve(__dirname, 'tests/stubs/dumi.ts'),
    },
  },
  esbuild: { jsx: 'automatic' },
  test: {
    environment: 'jsdom',
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    testTimeout: 60_000,
  },
});
