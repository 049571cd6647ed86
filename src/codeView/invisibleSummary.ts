/*
 * What a shared file hides, for the notice above Run: a module of its own, as the code panel's
 * marks (./invisible) need none of it.
 */
import { INVISIBLE_ALL, invisibleName } from './invisible';

export interface InvisibleSummary {
  names: string[];
  lines: number[];
}

/** All the names, and the first `lineLimit` lines holding one. */
export function summarizeInvisible(code: string, lineLimit = 20): InvisibleSummary {
  const names = new Set<string>();
  const lines = new Set<number>();
  let line = 1;
  let counted = 0;
  for (const found of code.matchAll(INVISIBLE_ALL)) {
    for (; counted < found.index; counted += 1) if (code.charCodeAt(counted) === 10) line += 1;
    names.add(invisibleName(found[0]));
    if (lines.size < lineLimit) lines.add(line);
  }
  return { names: [...names], lines: [...lines] };
}
