import { useIntl, useNavigate } from 'dumi';
import React, { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { nextActiveIndex, useDebouncedSearch, type SearchHint } from '@site/search';
import SearchResult, { optionId } from '@theme/SearchResult';
import { SKIP_TARGET_ID } from '@theme/SkipLink';
import { OtherLanguageOffer } from './OtherLanguageOffer';
import { SearchStatus } from './SearchStatus';
import { useSearchShortcut, useShortcutModifier } from './shortcut';
import { useLanguageSearch } from './useLanguageSearch';
import './index.css';

/**
 * Header search as a WAI-ARIA combobox: `/` and Ctrl K / ⌘ K focus it; arrows, Enter and Escape
 * work the list. A query in the other language's script is offered that language's pages.
 */
export default function SearchBar() {
  const intl = useIntl();
  const navigate = useNavigate();
  const listboxId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [keywords, setKeywords] = useState('');
  const [open, setOpen] = useState(false);
  // the active option belongs to the list it was chosen in: a new list starts with none active,
  // the same list searched again keeps it (derived while rendering, so a key pressed as the
  // results arrive is neither lost nor undone by a later reset)
  const [active, setActive] = useState({ list: '', index: -1 });
  const { engine, status, load, offer } = useLanguageSearch(keywords);
  const { groups, pending } = useDebouncedSearch(engine, keywords);
  const hints = useMemo(() => groups.flatMap((group) => group.hints), [groups]);
  const modifier = useShortcutModifier();
  const showPopup = open && keywords.trim() !== '';
  const expanded = showPopup && hints.length > 0;
  const offered = showPopup ? offer(pending || status !== 'ready' || hints.length > 0) : null;

  const hintLinks = hints.map((hint) => hint.link).join('\n');
  const activeIndex = active.list === hintLinks ? active.index : -1;
  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(listboxId, activeIndex))?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, listboxId]);

  const openSearch = useCallback(() => {
    load();
    setOpen(true);
  }, [load]);
  useSearchShortcut(
    useCallback(() => {
      openSearch();
      inputRef.current?.focus();
      inputRef.current?.select();
    }, [openSearch]),
  );

  // a chosen result is where the visitor goes: the query is done with, and the focus moves to
  // the page's content, so the next Tab or arrow key reads the page instead of the search box
  const leave = () => {
    setOpen(false);
    setKeywords('');
    document.getElementById(SKIP_TARGET_ID)?.focus({ preventScroll: true });
  };
  const select = (hint: SearchHint) => {
    navigate(hint.link);
    leave();
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      event.preventDefault();
      openSearch();
      setActive((current) => ({
        list: hintLinks,
        index: nextActiveIndex(key, current.list === hintLinks ? current.index : -1, hints.length),
      }));
    } else if (key === 'Enter' && expanded) {
      event.preventDefault();
      select(hints[Math.max(activeIndex, 0)]);
    } else if (key === 'Escape') {
      event.preventDefault();
      if (showPopup) setOpen(false);
      else setKeywords('');
    }
  };

  return (
    <div
      className="site-search"
      role="search"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      // the site header (src/theme/Header) closes its narrow-screen menu on any click inside it
      onClick={(event) => event.stopPropagation()}
    >
      <svg className="site-search-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden>
        <circle cx="7" cy="7" r="4.75" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="m10.5 10.5 3.5 3.5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      </svg>
      <input
        ref={inputRef}
        className="site-search-input"
        type="text"
        role="combobox"
        aria-label={intl.formatMessage({ id: 'search.label' })}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && activeIndex >= 0 ? optionId(listboxId, activeIndex) : undefined}
        aria-keyshortcuts="/ Control+K Meta+K"
        placeholder={intl.formatMessage({ id: 'search.placeholder' })}
        autoComplete="off"
        spellCheck={false}
        value={keywords}
        onChange={(event) => {
          setKeywords(event.target.value);
          openSearch();
        }}
        onFocus={openSearch}
        onKeyDown={onKeyDown}
      />
      <span className="site-search-shortcut" aria-hidden>
        <kbd>/</kbd>
        <kbd>{modifier} K</kbd>
      </span>
      <div className="site-search-popup" hidden={!showPopup}>
        <SearchStatus
          visible={showPopup}
          failed={status === 'failed'}
          pending={pending || status === 'loading'}
          count={hints.length}
        />
        {offered ? (
          <OtherLanguageOffer
            {...offered}
            onChoose={() => {
              offered.onChoose();
              inputRef.current?.focus();
            }}
          />
        ) : null}
        <SearchResult
          id={listboxId}
          groups={showPopup ? groups : []}
          activeIndex={activeIndex}
          onActiveIndexChange={(index) => setActive({ list: hintLinks, index })}
          onSelect={() => setOpen(false)}
        />
      </div>
    </div>
  );
}
