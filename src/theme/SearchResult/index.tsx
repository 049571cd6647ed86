import { Link, useIntl } from 'dumi';
import React from 'react';
import type { HighlightChunk, SearchGroup, SearchHint } from '@site/search';
import { HintIcon } from './icons';
import './index.css';

function Highlight({ chunks }: { chunks: HighlightChunk[] }) {
  return <>{chunks.map((chunk, index) => (chunk.highlighted ? <mark key={index}>{chunk.text}</mark> : chunk.text))}</>;
}

export interface SearchResultProps {
  /** id of the listbox, referenced by the combobox's aria-controls */
  id: string;
  groups: SearchGroup[];
  /** index of the active option among all hints, -1 for none */
  activeIndex: number;
  onActiveIndexChange: (index: number) => void;
  onSelect: (hint: SearchHint) => void;
}

export const optionId = (listboxId: string, index: number) => `${listboxId}-option-${index}`;

/**
 * The results as a WAI-ARIA listbox: one group per navigation title, labelled by it, holding one
 * option per hint. Options are links, so they also work with a pointer and open in a new tab.
 */
export default function SearchResult(props: SearchResultProps) {
  const { id, groups, activeIndex, onActiveIndexChange, onSelect } = props;
  const intl = useIntl();
  let index = 0;
  return (
    <div
      role="listbox"
      id={id}
      aria-label={intl.formatMessage({ id: 'search.results' })}
      className="site-search-result"
      hidden={!groups.length}
      // keep the focus in the search field while an option is clicked
      onMouseDown={(event) => event.preventDefault()}
    >
      {groups.map((group, groupIndex) => {
        const labelId = `${id}-group-${groupIndex}`;
        return (
          <div role="group" aria-labelledby={labelId} key={group.title ?? ''}>
            <div role="presentation" id={labelId} className="site-search-group-title">
              {group.title ?? intl.formatMessage({ id: 'search.group.home' })}
            </div>
            {group.hints.map((hint) => {
              const current = index++;
              return (
                <Link
                  key={current}
                  to={hint.link}
                  role="option"
                  id={optionId(id, current)}
                  aria-selected={current === activeIndex}
                  tabIndex={-1}
                  className="site-search-option"
                  data-type={hint.type}
                  onMouseMove={() => current !== activeIndex && onActiveIndexChange(current)}
                  onClick={() => onSelect(hint)}
                >
                  <HintIcon type={hint.type} />
                  <span className="site-search-option-title">
                    <Highlight chunks={hint.titleChunks} />
                  </span>
                  <span className="site-search-option-text">
                    <Highlight chunks={hint.textChunks} />
                  </span>
                </Link>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
