#!/usr/bin/env node
// Measures the installed releases' Jumper demo in jsdom and writes src/compare/facts.json
// (tests/unit/compare/facts.test.ts, which otherwise fails when the file differs).
import { spawnSync } from 'child_process';

const result = spawnSync('npx', ['vitest', 'run', 'tests/unit/compare/facts.test.ts'], {
  stdio: 'inherit',
  env: { ...process.env, WRITE_COMPARE_FACTS: '1' },
});
process.exit(result.status ?? 1);
