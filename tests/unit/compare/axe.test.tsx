import { describe, expect, it } from 'vitest';
import { auditPagination, summariseViolations } from '@site/compare/axe';
import { RELEASE_IDS } from '@site/versions';
import { renderDemo } from './demoOnRelease';

describe('axe on the installed releases (Jumper demo)', () => {
  it.each(RELEASE_IDS)('%s', async (release) => {
    const { root, unmount } = renderDemo('jumper.tsx', release);
    const summary = await auditPagination(root);
    unmount();
    const counts = Object.fromEntries(summary.map(({ id, nodes }) => [id, nodes]));
    // 1.5.0's li role="button" holds the old <a> or <button>: nested in a button, not a list item
    expect(counts).toEqual(release === '1.5.0' ? { 'aria-allowed-role': 9, list: 1, 'nested-interactive': 4 } : {});
    for (const violation of summary) expect(violation.helpUrl).toContain(`/${violation.id}?`);
  });
});

describe('summariseViolations', () => {
  it('counts nodes per rule, sorted by id, and leaves out rules without nodes', () => {
    const node = {} as never;
    expect(
      summariseViolations([
        { id: 'list', impact: 'serious', helpUrl: 'https://example.test/list', nodes: [node] },
        { id: 'aria-allowed-role', impact: undefined, helpUrl: 'https://example.test/role', nodes: [node, node] },
        { id: 'region', impact: 'moderate', helpUrl: 'https://example.test/region', nodes: [] },
      ]),
    ).toEqual([
      { id: 'aria-allowed-role', impact: null, nodes: 2, helpUrl: 'https://example.test/role' },
      { id: 'list', impact: 'serious', nodes: 1, helpUrl: 'https://example.test/list' },
    ]);
  });
});
