import { useIntl } from 'dumi';
import React from 'react';

export interface OtherLanguageOfferProps {
  /** the other language's name as the site lists it ("中文", "English") */
  language: string;
  /** whether the results are already that language's */
  chosen: boolean;
  onChoose: () => void;
}

/**
 * The offer to search the other language's pages, for a query written in its script,
 * or, once chosen, the line that says whose pages the results are.
 */
export function OtherLanguageOffer({ language, chosen, onChoose }: OtherLanguageOfferProps) {
  const intl = useIntl();
  return (
    <p className="site-search-other">
      {chosen ? (
        intl.formatMessage({ id: 'search.otherLanguage.chosen' }, { language })
      ) : (
        <button type="button" className="site-search-other-button" onClick={onChoose}>
          {intl.formatMessage({ id: 'search.otherLanguage.offer' }, { language })}
        </button>
      )}
    </p>
  );
}
