// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addEntry, clearLog, EMPTY_LOG, formatCall } from '../../../src/playground/eventLog';

describe('event log', () => {
  it('puts the newest call first', () => {
    let log = addEntry(EMPTY_LOG, 'onChange', [2, 10]);
    log = addEntry(log, 'onShowSizeChange', [2, 20]);
    log = addEntry(log, 'onChange', [1, 20]);
    expect(log.entries.map(formatCall)).toEqual([
      'onChange(1, 20)',
      'onShowSizeChange(2, 20)',
      'onChange(2, 10)',
    ]);
    expect(log.entries.map((entry) => entry.id)).toEqual([3, 2, 1]);
  });

  it('keeps only the newest entries past the limit', () => {
    let log = EMPTY_LOG;
    for (let page = 1; page <= 5; page += 1) log = addEntry(log, 'onChange', [page, 10], 3);
    expect(log.entries.map((entry) => entry.args[0])).toEqual([5, 4, 3]);
  });

  it('clears, and numbers later calls after the cleared ones', () => {
    const log = clearLog(addEntry(addEntry(EMPTY_LOG, 'onChange', [2, 10]), 'onChange', [3, 10]));
    expect(log.entries).toEqual([]);
    const next = addEntry(log, 'onChange', [4, 10]);
    expect(next.entries).toEqual([{ id: 3, name: 'onChange', args: [4, 10] }]);
  });

  it('leaves the log it was given unchanged', () => {
    const before = addEntry(EMPTY_LOG, 'onChange', [2, 10]);
    addEntry(before, 'onChange', [3, 10]);
    clearLog(before);
    expect(before.entries).toHaveLength(1);
    expect(EMPTY_LOG.entries).toEqual([]);
  });
});
