import { useLocale, useSiteData } from 'dumi';
import { useState } from 'react';
import { otherLanguageOf, useSearchIndex } from '@site/search';

/**
 * The index a query is searched in: the page's language, or the other language once the visitor
 * accepts the offer made for a query in its script (otherLanguageOf). `offer` says whether to
 * make that offer, given the results found so far, and in which language's name.
 */
export function useLanguageSearch(keywords: string) {
  const { locales } = useSiteData();
  const locale = useLocale();
  const other = otherLanguageOf(
    keywords,
    locale.id,
    locales.map(({ id }) => id),
  );
  // the other language chosen, while the query is still in its script
  const [chosen, setChosen] = useState<string | null>(null);
  const inOther = chosen !== null && chosen === other?.id;
  const own = useSearchIndex();
  const otherIndex = useSearchIndex(other?.id);
  const active = inOther ? otherIndex : own;
  const name = (locales.find(({ id }) => id === other?.id) as { name?: string } | undefined)?.name;

  /** The offer to make once results are in: none when this language found what was asked. */
  const offer = (found: boolean) =>
    other && name && (inOther || !other.onlyWhenEmpty || !found)
      ? {
          language: name,
          chosen: inOther,
          onChoose: () => {
            setChosen(other.id);
            otherIndex.load();
          },
        }
      : null;

  return { engine: active.engine, status: active.status, load: own.load, offer };
}
