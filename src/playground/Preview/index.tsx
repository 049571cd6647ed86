import Pagination from 'rc-pagination';
import 'rc-pagination/assets/index.css';
import 'rc-select/assets/index.css';
import React, { useEffect, useRef, useState } from 'react';
import { livePaginationProps } from '../paginationProps';
import { CLASS_NAME_PRESETS, findPreset, type PresetWords } from '../presets';
import type { PlaygroundState } from '../state';
import { ChunkErrorMessage } from '../../theme/ChunkError';
import './index.css';
import { useAdoptedStylesheet } from './useAdoptedStylesheet';
import { useLoadedLocale } from './useLoadedLocale';

export interface PlaygroundPaginationProps {
  state: PlaygroundState;
  onChange?: (page: number, pageSize: number) => void;
  onShowSizeChange?: (current: number, size: number) => void;
  /** what presets write on the page, in its language (presetWords) */
  words: PresetWords;
}

/** Exactly the `Pagination` the generated code renders, plus the playground's listeners. */
export function PlaygroundPagination({ state, onChange, onShowSizeChange, words }: PlaygroundPaginationProps) {
  return (
    <Pagination {...livePaginationProps(state, words)} onChange={onChange} onShowSizeChange={onShowSizeChange} />
  );
}

/**
 * An uncontrolled pagination reads defaultCurrent and defaultPageSize only when it mounts, so a
 * new default mounts a new one; controlled values flow in without remounting (focus stays).
 */
function mountKey(state: PlaygroundState): string {
  return `${state.controlCurrent ? 'current' : state.current}/${state.controlPageSize ? 'size' : state.pageSize}`;
}

export interface PreviewProps extends PlaygroundPaginationProps {
  label: string;
  /** shown when the pagination renders nothing (hideOnSinglePage) */
  emptyText: string;
}

export default function Preview({ label, emptyText, state: asked, ...listeners }: PreviewProps) {
  const { shown: state, failed } = useLoadedLocale(asked);
  useAdoptedStylesheet(findPreset(CLASS_NAME_PRESETS, state.className)?.css);
  const stage = useRef<HTMLDivElement>(null);
  const [empty, setEmpty] = useState(false);
  // the pagination alone knows whether it hid itself (its page size may be its own state)
  useEffect(() => setEmpty(stage.current?.childElementCount === 0));
  return (
    <section className="pg-preview" aria-label={label}>
      {failed && <ChunkErrorMessage variant="banner" />}
      <div ref={stage}>
        <PlaygroundPagination key={mountKey(state)} state={state} {...listeners} />
      </div>
      {empty && <p className="pg-preview-empty">{emptyText}</p>}
    </section>
  );
}
