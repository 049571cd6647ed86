/**
 * The tab a key press moves to in a horizontal tab list (WAI-ARIA tabs pattern), wrapping at
 * both ends; null when the key is not a tab-list key.
 */
export function nextTabIndex(key: string, current: number, count: number): number | null {
  if (count < 1) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
