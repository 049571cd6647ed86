import { useIntl, type IPreviewerProps } from 'dumi';
import React, { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { DEFAULT_CODE_LANGUAGE, listDemoFiles, useCodeLanguage, useCopyStatus } from '@site/codeView';
import { applyEdit, editedName, filesToRun, hashTargets, type DemoEdits } from '@site/liveDemo';
// the live parts' styles stay in the page's stylesheet, in their order, though their code is a chunk
import '@site/sandbox/index.css';
import { DEFAULT_RELEASE } from '@site/versions';
import ReleaseNotes from '@theme/ReleaseNotes';
import ReleaseRun from '@theme/ReleaseRun';
import ReleaseSwitch from '@theme/ReleaseSwitch';
// the comparison's code is a chunk, its styles (the toggle's too) in the page's stylesheet
import '@theme/CompareReleases/index.css';
import '@theme/SizeChangerOffer/index.css';
import type { PreviewerActionsProps } from './Actions';
import LazyCodePanel from './CodePanel/LazyCodePanel';
import { CompareToggle } from './Live/CompareToggle';
import {
  LazyCompareView,
  LazyLiveMessage,
  LazyLiveRun,
  LazyRestoredNotice,
  LazySharedCodeNotice,
  LazySizeChangerForm,
  preloadLive,
} from './Live/lazyLive';
import { QUIET_RUN, resultName, type LiveRunState } from './Live/liveRunState';
import { useDemoRelease } from './Live/useDemoRelease';
import { useLiveEdits } from './Live/useLiveEdits';
import { useShownCode } from './Live/useShownCode';
import { useStandaloneUrl } from './useStandaloneUrl';
import { useCompareToggle } from './Live/useCompareToggle';
import { useCopyActions } from './useCopyActions';
import { useExport } from './useExport';

/**
 * A previewer's state, and the finished parts it lays out: the demo (edited or not), the
 * messages under it and under the actions, the action bar's props and the code view.
 */
export function usePreviewer(props: IPreviewerProps, demo: RefObject<HTMLDivElement>) {
  const { asset } = props;
  const intl = useIntl();
  const files = useMemo(() => listDemoFiles(asset), [asset]);
  const [showCode, setShowCode] = useState(Boolean(props.defaultShowCode));
  // once shown the code stays mounted: closing it keeps the edits
  const [codeOpened, setCodeOpened] = useState(showCode);
  const [editing, setEditing] = useState<{ caret: number | null } | null>(null);
  const [active, setActive] = useState(0);
  const [language, setLanguage] = useCodeLanguage();
  const file = files[active] ?? files[0] ?? { name: 'index.tsx', code: '' };
  const live = useLiveEdits(asset, files);
  // nothing is converted to JavaScript (a compiler download) before the code is shown
  const shown = useShownCode(file, live.edits[file.name], codeOpened ? language : DEFAULT_CODE_LANGUAGE);
  const entry = files[0]?.name ?? 'index.tsx';
  // the rc-pagination release the demo runs on; a Versions example written for
  // another release waits for its Run button until the visitor runs, edits or switches it
  const {
    release,
    choose: setRelease,
    waiting,
    run: runExample,
    example,
    written,
  } = useDemoRelease(asset.id, props.release, live.sharedRelease);
  const held = waiting && !live.edited;
  // edited, shared or other-release code runs only in the sandboxed frame; the last good preview
  // stays while an edit does not run
  const toRun = useMemo(
    () =>
      (live.edited || release !== DEFAULT_RELEASE) && !live.sharedPending && !held
        ? filesToRun(files, live.edits)
        : null,
    [files, live.edits, live.edited, live.sharedPending, release, held],
  );
  // the code the notes read: what runs in the frame, or an example the site's own 4.0.4 runs
  const codesRun = useMemo(
    () => toRun?.map((run) => run.code) ?? (example && !held ? files.map((one) => one.code) : null),
    [toRun, example, held, files],
  );
  // the run itself (./Live/LiveRun, a chunk fetched on first use) tells why its code did not run
  const [runState, setRunState] = useState<LiveRunState>(QUIET_RUN);
  const onRunState = useCallback(
    (next: LiveRunState) =>
      setRunState((current) => (current.error === next.error && current.stopped === next.stopped ? current : next)),
    [],
  );
  const edited = toRun ? runState : QUIET_RUN;
  const copy = useCopyActions(files, file, live.edits, language, demo, codeOpened ? shown.code : null);
  const [shareStatus, copyShare] = useCopyStatus();
  const { exportDemo, exportError } = useExport(
    asset,
    live.exportAsset,
    { title: props.title, description: props.description },
    release,
  );

  useEffect(() => {
    if (hashTargets(window.location.hash, asset.id)) setShowCode(true);
  }, [asset.id]);
  useEffect(() => {
    if (showCode) setCodeOpened(true);
  }, [showCode]);
  useEffect(() => {
    // the editor is open: the live parts' chunk is fetched before the first edit needs it
    if (editing) preloadLive();
  }, [editing]);
  const { sharedPending } = live;
  const sharedWaited = useRef(false);
  useEffect(() => {
    // a share address: once the visitor ran the code, the focus goes to the result
    if (!sharedPending && sharedWaited.current) demo.current?.focus({ preventScroll: true });
    sharedWaited.current = sharedPending;
  }, [sharedPending, demo]);

  const compare = useCompareToggle(asset.id);
  const compareId = `${asset.id}-compare`;
  const compareFiles = useMemo(
    () => (sharedPending ? null : filesToRun(files, live.edits)),
    [sharedPending, files, live.edits],
  );

  const standaloneUrl = useStandaloneUrl(props.demoUrl, written);
  const { setEdits } = live;
  const loadSizeChangerForm = useCallback(
    (edits: DemoEdits) => {
      setEdits(() => edits);
      setShowCode(true);
      demo.current?.focus({ preventScroll: true });
    },
    [setEdits, demo],
  );
  const onType = useCallback(
    (code: string) => setEdits((current) => applyEdit(current, file, shown.language, code, shown.original)),
    [setEdits, file, shown.language, shown.original],
  );

  const codeId = `${asset.id}-code`;
  const actions: PreviewerActionsProps = {
    demoUrl: standaloneUrl,
    codeId,
    showCode,
    onToggleCode: () => setShowCode((open) => !open),
    onCopyCode: copy.copyCode,
    fileCount: files.length,
    onCopySketch: copy.copySketch,
    onExport: exportDemo,
    status: copy.status,
  };
  const [focusRequest, setFocusRequest] = useState(0);
  const reset = () => {
    live.reset();
    // the editor (opened if it was not) keeps the focus the disabled Reset would drop to <body>
    setShowCode(true);
    setEditing((current) => current ?? { caret: null });
    setFocusRequest((count) => count + 1);
  };
  const named = resultName(live.edited, release);
  const messageId = `${asset.id}-live-message`;
  const syntax = edited.error?.kind === 'syntax' ? edited.error : null;
  const editorError =
    syntax && syntax.line !== null && syntax.file === shown.name ? { line: syntax.line, messageId } : null;
  const notice = edited.error
    ? { error: edited.error }
    : edited.stopped
      ? { stopped: edited.stopped }
      : live.badLink
        ? { badLink: live.badLink }
        : null;
  const share = () =>
    void live.shareAddress(release).then(
      (address) => copyShare(address, 'previewer.live.shared'),
      () => copyShare(null),
    );
  const codeView = codeOpened && (
    <LazyCodePanel
      idPrefix={codeId}
      files={files}
      active={active}
      onSelect={setActive}
      shown={shown}
      language={language}
      onLanguageChange={setLanguage}
      bar={{ edited: live.edited, onReset: reset, onShare: share, status: shareStatus }}
      editing={editing}
      focusRequest={focusRequest}
      editorError={editorError}
      onEdit={(caret) => setEditing((current) => current ?? { caret })}
      onType={onType}
    />
  );

  return {
    codeId,
    showCode,
    /** the demo's files as written, for the printed source */
    files,
    /** a demo in a frame of its own, the edited demo while there is one, or dumi's */
    preview: props.iframe ? (
      <iframe
        src={props.demoUrl}
        title={props.title ?? intl.formatMessage({ id: 'previewer.demo' })}
        style={typeof props.iframe === 'number' ? { height: props.iframe } : undefined}
      />
    ) : held ? (
      <ReleaseRun
        release={release}
        onRun={() => {
          runExample();
          // the button goes: the focus waits on the demo, where the example's result appears
          demo.current?.focus({ preventScroll: true });
        }}
      />
    ) : toRun ? (
      <LazyLiveRun
        files={toRun}
        entry={editedName(entry, live.edits[entry])}
        original={props.children}
        release={release}
        edited={live.edited}
        onState={onRunState}
      />
    ) : (
      props.children
    ),
    /** the edited demo on show, or its last good run while the latest code does not run */
    result: toRun ? (notice && !('badLink' in notice) ? ('stale' as const) : ('current' as const)) : null,
    /** the result's name: the edited code's, or the release's the code as written runs on */
    resultLabel: toRun ? intl.formatMessage({ id: named.id }, named.values) : null,
    /** a notice under the demo: shared code waiting to run, why code did not run, restored edits */
    message: sharedPending ? (
      <LazySharedCodeNotice
        onRun={live.runShared}
        onDiscard={reset}
        files={Object.entries(live.edits).map(([name, edit]) => ({ name, code: edit.code }))}
      />
    ) : notice ? (
      <LazyLiveMessage notice={notice} id={messageId} />
    ) : (
      live.restored && <LazyRestoredNotice onDiscard={reset} />
    ),
    /** what the release the demo runs on lacks or reads otherwise of what the code uses */
    releaseNotes: <ReleaseNotes codes={codesRun} release={release} />,
    /** on 5.x, a demo that passes selectComponentClass offers its sizeChangerRender form as an edit */
    sizeChangerOffer: release !== DEFAULT_RELEASE && !live.edited && !sharedPending && !held && (
      <LazySizeChangerForm files={files} entry={entry} release={release} onLoad={loadSizeChangerForm} />
    ),
    /** the release the demo runs on, and the comparison's toggle; none for a demo in a frame of its own */
    releaseSwitch: !props.iframe && (
      <ReleaseSwitch value={release} onChange={setRelease}>
        <CompareToggle open={compare.open} onToggle={compare.toggle} controls={compareId} />
      </ReleaseSwitch>
    ),
    /** the demo's current code on two releases side by side, once asked for */
    compare: !props.iframe && compare.open && (
      // the element the toggle controls exists while the view's chunk downloads
      <div id={compareId}>
        <LazyCompareView
          files={compareFiles}
          entry={editedName(entry, live.edits[entry])}
          edited={live.edited}
          named={compare.named}
          chosen={compare.chosen}
          onPair={compare.choose}
          onShown={compare.keep}
          shareAddress={(pair) => live.shareAddress(release, pair)}
        />
      </div>
    ),
    /** an export that could not open */
    exportError,
    actions,
    codeView,
  };
}
