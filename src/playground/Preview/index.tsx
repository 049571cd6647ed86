import Pagination from 'rc-pagination';
import 'rc-pagination/assets/index.css';
import 'rc-select/assets/index.css';
import React, { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { CallName } from '@site/sandbox';
import { DEFAULT_RELEASE } from '@site/versions';
import type { CodeFile } from '../generateCode';
import { livePaginationProps } from '../paginationProps';
import { CLASS_NAME_PRESETS, findPreset, type PresetWords } from '../presets';
import type { PlaygroundState } from '../state';
import { ChunkErrorBoundary, ChunkErrorMessage } from '../../theme/ChunkError';
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
  return <Pagination {...livePaginationProps(state, words)} onChange={onChange} onShowSizeChange={onShowSizeChange} />;
}

/**
 * An uncontrolled pagination reads defaultCurrent and defaultPageSize only when it mounts, so a
 * new default mounts a new one; controlled values flow in without remounting (focus stays).
 */
function mountKey(state: PlaygroundState): string {
  return `${state.controlCurrent ? 'current' : state.current}/${state.controlPageSize ? 'size' : state.pageSize}`;
}

// the sandbox's page side comes with the first release other than 4.0.4
const ReleasePreview = lazy(() => import('./ReleasePreview'));

export interface PreviewProps extends PlaygroundPaginationProps {
  label: string;
  /** shown when the pagination renders nothing (hideOnSinglePage) */
  emptyText: string;
  /** the generated files as they read on the state's release, run there when it is not 4.0.4 */
  files: CodeFile[];
  /** a listener call of the pagination running in the frame */
  onFrameCall: (name: CallName, args: [number, number]) => void;
}

export default function Preview({ label, emptyText, state: asked, files, onFrameCall, ...listeners }: PreviewProps) {
  const { shown: state, failed } = useLoadedLocale(asked);
  useAdoptedStylesheet(findPreset(CLASS_NAME_PRESETS, state.className)?.css);
  const stage = useRef<HTMLDivElement>(null);
  const [empty, setEmpty] = useState(false);
  // the pagination alone knows whether it hid itself (its page size may be its own state)
  // (on another release the frame shows what it renders)
  useEffect(() => setEmpty(state.release === DEFAULT_RELEASE && stage.current?.childElementCount === 0));
  return (
    <section className="pg-preview" aria-label={label}>
      {failed && <ChunkErrorMessage variant="banner" />}
      {/* on another release it holds the sandbox frames (src/sandbox/index.css) */}
      <div ref={stage} className={state.release === DEFAULT_RELEASE ? undefined : 'rcp-sandbox-stage'}>
        {state.release === DEFAULT_RELEASE ? (
          <PlaygroundPagination key={mountKey(state)} state={state} {...listeners} />
        ) : (
          <ChunkErrorBoundary resetKey={state.release}>
            <Suspense fallback={null}>
              <ReleasePreview files={files} release={state.release} original={null} onCall={onFrameCall} />
            </Suspense>
          </ChunkErrorBoundary>
        )}
      </div>
      {empty && <p className="pg-preview-empty">{emptyText}</p>}
    </section>
  );
}
