/** The option a key moves to (-1: none); arrows wrap, other keys keep `current`. */
export function nextActiveIndex(key: string, current: number, count: number): number {
  if (count <= 0) return -1;
  if (key === 'ArrowDown') return current < 0 || current >= count - 1 ? 0 : current + 1;
  if (key === 'ArrowUp') return current <= 0 ? count - 1 : current - 1;
  return current;
}
