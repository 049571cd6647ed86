import React, { useRef, type KeyboardEvent } from 'react';
import { nextTabIndex } from '../tabNavigation';

export interface FileTabsProps {
  idPrefix: string;
  label: string;
  names: string[];
  active: number;
  onSelect: (index: number) => void;
}

/** One tab per demo file; arrows, Home and End move between them (roving tabindex). */
export default function FileTabs({ idPrefix, label, names, active, onSelect }: FileTabsProps) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const next = nextTabIndex(event.key, active, names.length);
    if (next === null) return;
    event.preventDefault();
    onSelect(next);
    tabs.current[next]?.focus();
  };
  return (
    <div className="rcp-previewer-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {names.map((name, i) => (
        <button
          key={name}
          ref={(node) => {
            tabs.current[i] = node;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${i}`}
          aria-selected={i === active}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={i === active ? 0 : -1}
          onClick={() => onSelect(i)}
        >
          {name}
        </button>
      ))}
    </div>
  );
}
