export interface SidebarLink {
  title: string;
  link: string;
}

/** The pages before and after the current one, in sidebar order across groups. */
export function pagerLinks(groups: readonly { children: SidebarLink[] }[] | undefined, pathname: string) {
  const links = (groups ?? []).flatMap((group) => group.children);
  const index = links.findIndex((item) => item.link === pathname);
  if (index < 0) return { prev: undefined, next: undefined };
  return { prev: links[index - 1], next: links[index + 1] };
}

/** `{filename}` in the configured edit link template, filled with the page's source file. */
export function editUrl(template: unknown, filename: string | undefined): string | undefined {
  if (typeof template !== 'string' || !filename) return undefined;
  return template.replace('{filename}', filename);
}

/** A timestamp as YYYY-MM-DD in UTC: the same on the server and in every browser. */
export function isoDate(timestamp: number): string {
  return new Date(timestamp).toISOString().slice(0, 10);
}

const MONTHS = 'January February March April May June July August September October November December'.split(' ');

/**
 * A timestamp as a long date ("November 22, 2026", "2026年11月22日") without Intl, whose first call
 * loads locale data: tens of milliseconds of main thread on a phone for one date in the footer.
 */
export function longDate(timestamp: number, locale: string): string {
  const date = new Date(timestamp);
  const [year, month, day] = [date.getFullYear(), date.getMonth(), date.getDate()];
  return locale.startsWith('zh') ? `${year}年${month + 1}月${day}日` : `${MONTHS[month]} ${day}, ${year}`;
}
