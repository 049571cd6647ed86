/**
 * The option a key moves to in a list of `count` options, from `current` (-1: none).
 * Arrows wrap around; Home and End are left to the text field. Returns `current` for other keys.
 */
export function nextActiveIndex(key: string, current: number, count: number): number {
  if (count <= 0) return -1;
  if (key === 'ArrowDown') return current < 0 || current >= count - 1 ? 0 : current + 1;
  if (key === 'ArrowUp') return current <= 0 ? count - 1 : current - 1;
  return current;
}
