/*
 * The parts of a pagination, by what they are for: a module of its own, as the sandbox's message
 * checks (src/sandbox/protocol.ts) need the names and nothing else of ./markup.
 */

export const ELEMENT_KINDS = [
  'list',
  'item',
  'prevNext',
  'jump',
  'sizeChanger',
  'jumper',
  'simple',
  'total',
  'other',
] as const;
export type ElementKind = (typeof ELEMENT_KINDS)[number];
