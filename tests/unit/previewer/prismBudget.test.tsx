import { cleanup, render } from '@testing-library/react';
import React from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import HighlightedCode from '../../../src/theme/SourceCode/HighlightedCode';
import Prism from '../../../src/theme/SourceCode/prism';
import { CHUNK_LENGTH, chunksOf, tokenizeWithin } from '../../../src/theme/SourceCode/prism/budget';
import { capLines, tokenLines } from '../../../src/theme/SourceCode/prism/lines';
import { punctuation, realDemos } from '../../support/hostileLinks';

afterEach(cleanup);

const tsx = Prism.languages.tsx!;
const grammarOf = (name: string) => Prism.languages[/\.css$/.test(name) ? 'css' : /\.ts$/.test(name) ? 'ts' : 'tsx']!;
/** A clock that never moves: the budget never runs out. */
const frozen = { now: () => 0 };
/** A clock for which the time budget is always spent. */
const late = () => {
  let first = true;
  return {
    now: () => {
      if (first) {
        first = false;
        return 0;
      }
      return Infinity;
    },
  };
};
/** A clock that moves 1 ms at each reading, that is at each match Prism attempts. */
const ticking = () => {
  let readings = 0;
  return { now: () => readings++, readings: () => readings };
};
const plainLength = (stream: ReturnType<typeof tokenizeWithin>) =>
  stream.filter((piece): piece is string => typeof piece === 'string').join('').length;

describe('bounded colouring (src/theme/SourceCode/prism/budget)', () => {
  it('colours every demo file exactly as Prism does in one piece', () => {
    for (const files of realDemos().values()) {
      for (const [name, code] of Object.entries(files)) {
        const grammar = grammarOf(name);
        expect(tokenLines(tokenizeWithin(Prism.tokenize, code, grammar, frozen)), name).toEqual(
          tokenLines(Prism.tokenize(code, grammar)),
        );
      }
    }
  });

  it('colours a short block in full within the scan allowance alone, however late the clock', () => {
    const code = "import React from 'react';\n\nexport default () => <p className=\"x\">{1 + 2}</p>;\n";
    expect(tokenLines(tokenizeWithin(Prism.tokenize, code, tsx, late()))).toEqual(tokenLines(Prism.tokenize(code, tsx)));
  });

  it('cuts code into pieces no longer than the limit that make up the code', () => {
    for (const code of [punctuation(9_999), 'a\n'.repeat(5_000), `${'x'.repeat(1_500)}\n\n${'y'.repeat(3_000)}`, '']) {
      const chunks = chunksOf(code);
      expect(chunks.join('')).toBe(code);
      for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(CHUNK_LENGTH);
    }
    // a blank line in the second half is where a piece ends
    expect(chunksOf(`${'x'.repeat(1_500)}\n\n${'y'.repeat(1_000)}`)[0]).toBe(`${'x'.repeat(1_500)}\n\n`);
  });

  it('stops a hostile block once the budget is spent, after a bounded number of match attempts', () => {
    const code = punctuation(20_000);
    const clock = ticking();
    const stream = tokenizeWithin(Prism.tokenize, code, tsx, { budgetMs: 2_000, now: clock.now });
    // Prism alone makes millions of attempts here; the clock stops it at the 2,000th
    expect(clock.readings()).toBeLessThanOrEqual(2_002);
    expect(plainLength(stream)).toBeGreaterThan(10_000);
    expect(tokenLines(stream).flat().map((piece) => piece.content).join('')).toBe(code);
  });

  it('leaves a run of 200 identifier characters plain without trying a pattern on it', () => {
    const code = `const a = 1;\n${'x'.repeat(250)}\n`;
    const clock = ticking();
    const stream = tokenizeWithin(Prism.tokenize, code, tsx, { budgetMs: 1e9, now: clock.now });
    expect(clock.readings()).toBe(1);
    expect(stream).toEqual([code]);
  });

  it('draws at most 1,500 rows: the lines past them are one row with their text', () => {
    const code = 'a;\n'.repeat(100_000);
    const { container } = render(<HighlightedCode lang="tsx">{code}</HighlightedCode>);
    const rows = container.querySelectorAll('.token-line');
    expect(rows.length).toBe(1_500);
    expect(Array.from(rows, (row) => row.textContent).join('\n')).toBe(code.trim());
    expect(capLines([[], [], []], 2)).toEqual([[], [{ types: [], content: '\n' }]]);
  });
});
