import { readFileSync, writeFileSync } from 'fs';
import path from 'path';
import { describe, expect, it } from 'vitest';
import { measureFacts } from './measureFacts';

/** The committed facts the Versions page reads. */
const FACTS_FILE = path.resolve(__dirname, '../../../src/compare/facts.json');

describe('src/compare/facts.json', () => {
  it('is what the installed releases measure now (node scripts/compare-facts.mjs writes it)', async () => {
    const fresh = `${JSON.stringify(await measureFacts(), null, 2)}\n`;
    if (process.env.WRITE_COMPARE_FACTS === '1') writeFileSync(FACTS_FILE, fresh);
    const committed = readFileSync(FACTS_FILE, 'utf8');
    expect(JSON.parse(committed), 'the installed releases measure otherwise: run node scripts/compare-facts.mjs').toEqual(JSON.parse(fresh));
  });
});
