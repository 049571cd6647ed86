// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUrlWriter, type QueryLocation } from '../../../src/playground/urlWriter';

/** An address bar with a history list, recording how each entry was written. */
function fakeLocation(initial = '') {
  const entries = [initial];
  const writes: string[] = [];
  const location: QueryLocation = {
    read: () => entries[entries.length - 1],
    push: (query) => {
      entries.push(query);
      writes.push(`push ${query}`);
    },
    replace: (query) => {
      entries[entries.length - 1] = query;
      writes.push(`replace ${query}`);
    },
    onPop: () => () => {},
  };
  return { location, entries, writes };
}

describe('createUrlWriter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('adds one history entry per discrete change', async () => {
    const { location, entries } = fakeLocation();
    const writer = createUrlWriter(location);
    writer.push('simple=true');
    await Promise.resolve();
    writer.push('simple=true&disabled=true');
    await Promise.resolve();
    expect(entries).toEqual(['', 'simple=true', 'simple=true&disabled=true']);
  });

  it('makes changes in the same event one entry', async () => {
    const { location, writes } = fakeLocation();
    const writer = createUrlWriter(location);
    writer.push('pageSize=20');
    writer.push('current=3&pageSize=20');
    await Promise.resolve();
    expect(writes).toEqual(['push current=3&pageSize=20']);
  });

  it('writes typing once it pauses, then replaces that entry while the field is still edited', async () => {
    const { location, entries, writes } = fakeLocation();
    const writer = createUrlWriter(location);
    writer.type('total', 'total=1');
    writer.type('total', 'total=12');
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(400);
    writer.type('total', 'total=123');
    vi.advanceTimersByTime(400);
    expect(writes).toEqual(['push total=12', 'replace total=123']);
    expect(entries).toEqual(['', 'total=123']);
  });

  it('starts a new entry for another field or after a long pause', () => {
    const { location, writes } = fakeLocation();
    const writer = createUrlWriter(location);
    writer.type('total', 'total=5');
    writer.type('current', 'total=5&defaultCurrent=2');
    vi.advanceTimersByTime(400);
    vi.advanceTimersByTime(5000);
    writer.type('current', 'total=5&defaultCurrent=3');
    vi.advanceTimersByTime(400);
    expect(writes).toEqual([
      'push total=5',
      'push total=5&defaultCurrent=2',
      'push total=5&defaultCurrent=3',
    ]);
  });

  it('keeps typing that precedes a discrete change as its own entry', async () => {
    const { location, entries } = fakeLocation();
    const writer = createUrlWriter(location);
    writer.type('total', 'total=70');
    writer.push('total=70&simple=true');
    await Promise.resolve();
    expect(entries).toEqual(['', 'total=70', 'total=70&simple=true']);
  });

  it('drops pending writes when cancelled', async () => {
    const { location, writes } = fakeLocation();
    const writer = createUrlWriter(location);
    writer.push('disabled=true');
    writer.type('total', 'total=9');
    writer.cancel();
    vi.advanceTimersByTime(1000);
    await Promise.resolve();
    expect(writes).toEqual([]);
  });

  it('does not write the address it already shows', async () => {
    const { location, writes } = fakeLocation('simple=true');
    const writer = createUrlWriter(location);
    writer.push('simple=true');
    await Promise.resolve();
    writer.type('total', 'simple=true');
    vi.advanceTimersByTime(1000);
    expect(writes).toEqual([]);
  });
});
