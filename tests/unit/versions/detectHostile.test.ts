// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_SHARED_LENGTH } from '@site/liveDemo/share';
import { detectUsages } from '@site/versions/detect';

/*
 * Code for the notes detector from a share address: up to MAX_SHARED_LENGTH characters,
 * read on the page's main thread once the visitor runs it. A detector whose patterns backtrack
 * takes 7 to 40 s on a quarter of these sizes (maintainers/sandbox-attacks.md); how long
 * the page is held is checked end to end (tests/e2e/release-attacks.spec.ts: the page answers a
 * click). These check that the one-pass reader still finds what follows the hostile part.
 */
const IMPORT = "import P from 'rc-pagination';\n";
const TAIL = '\n<P align="end" />\n';
const fill = (unit: string, reserve = 0) => unit.repeat(Math.floor((MAX_SHARED_LENGTH / 2 - reserve) / unit.length));

const HOSTILE: Record<string, string> = {
  'many unclosed tags with a brace': TAIL + IMPORT + fill('<P {', 100),
  'many unclosed tags with a quote': TAIL + IMPORT + fill('<P "', 100),
  'the same import many times, many tags': fill(IMPORT, 20_000) + fill('<P a />\n', 30_000) + TAIL,
  'many declarations with no =': IMPORT + '<P onChange={x} />' + TAIL + fill('const x ', 100),
  'many callback attributes naming one function': IMPORT + '<P align="end" ' + fill('onA={x} ', 100) + '/>',
  'an import followed by a long run of spaces': IMPORT + TAIL + 'import a' + fill(' ', 200) + 'x',
  'unclosed named imports': IMPORT + TAIL + fill('import a, {', 100),
  'an attribute value of spaces': IMPORT + '<P align="end" onA={' + fill(' ', 100) + 'x} />',
  'many distinct names imported': Array.from({ length: 1_500 }, (_, i) => `import Q${i} from 'rc-pagination';\n<Q${i} a />\n`).join('') + IMPORT + TAIL,
};

describe('detectUsages on hostile code', () => {
  for (const [name, code] of Object.entries(HOSTILE)) {
    it(`reads ${name} in one pass`, () => {
      expect(code.length).toBeLessThanOrEqual(MAX_SHARED_LENGTH);
      expect(detectUsages(code)).toContainEqual({ property: 'align', usage: 'set' });
    });
  }
});
