/**
 * A locale downloaded with the map of every locale's chunk (./importLocale), itself downloaded on
 * first need: ./locales answers for the two the site starts with, so a page that needs only those
 * (a first edit, the playground) never downloads the map.
 */
export const fetchLocale = (id: string) => import('./importLocale').then(({ importLocale }) => importLocale(id));
