// rc-pagination 4.0.4 ships lib/locale/ne_NP.js without a .d.ts beside it (every other locale has one)
declare module 'rc-pagination/lib/locale/ne_NP' {
  import type { PaginationLocale } from 'rc-pagination';

  const locale: PaginationLocale;
  export default locale;
}
