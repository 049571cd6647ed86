/** Reading and writing a share link (lz-string), loaded on demand. */
export const loadShare = () => import('./share');
