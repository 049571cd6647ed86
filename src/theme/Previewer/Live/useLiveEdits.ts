import type { ExampleBlockAsset } from 'dumi-assets-types';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { loadToJavaScript, type DemoFile } from '@site/codeView';
import { editedAsset, hashTargets, loadShare, type DemoEdits } from '@site/liveDemo';
import type { ReleasePair } from '@site/compare';
import { readStoredEdits, storeEdits } from './sessionEdits';
import type { ReleaseId } from '@site/versions';

/**
 * The visitor's edits to one demo: those a shared address brings (waiting, `sharedPending`, until
 * run), those restored from the session (./sessionEdits), Reset, the share address, and the files.
 */
export function useLiveEdits(asset: ExampleBlockAsset, files: DemoFile[]) {
  const [edits, setEdits] = useState<DemoEdits>({});
  // a link that could not be read, or one over the share caps (src/liveDemo/share.ts)
  const [badLink, setBadLink] = useState<false | 'invalid' | 'tooLarge'>(false);
  const [sharedPending, setSharedPending] = useState(false);
  const [restored, setRestored] = useState(false);
  /** the release a share address names */
  const [sharedRelease, setSharedRelease] = useState<ReleaseId | null>(null);
  /** the edits came from a share address (now or earlier in the tab): they never run unasked */
  const [fromShare, setFromShare] = useState(false);
  const runShared = useCallback(() => setSharedPending(false), []);
  /** the visitor's own change: a restored set of edits is no longer news */
  const edit = useCallback((change: (current: DemoEdits) => DemoEdits) => {
    setRestored(false);
    setEdits(change);
  }, []);

  useEffect(() => {
    const names = files.map((file) => file.name);
    if (!hashTargets(window.location.hash, asset.id)) {
      const stored = readStoredEdits(asset.id, names);
      if (stored) {
        setEdits(stored.edits);
        // shared code that ran before waits for a new Run, under its notice
        if (stored.shared) {
          setFromShare(true);
          setSharedPending(true);
        } else setRestored(true);
      }
      return undefined;
    }
    let live = true;
    // the share module (with lz-string) is fetched only for an address that names the demo, or Share
    void loadShare().then(({ readShared }) => {
      const shared = readShared(window.location.hash, asset.id, names);
      if (!live) return;
      if (shared.status === 'ok') {
        setEdits(shared.edits);
        setFromShare(true);
        setSharedPending(true);
        setSharedRelease(shared.release ?? null);
      }
      if (shared.status === 'invalid' || shared.status === 'tooLarge') setBadLink(shared.status);
      if (shared.status !== 'none') document.getElementById(asset.id)?.scrollIntoView();
    });
    return () => {
      live = false;
    };
    // read once, not on every change of the address
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const mounted = useRef(false);
  useEffect(() => {
    // not before the stored edits were read, nor shared code that has not run
    if (mounted.current && !sharedPending) storeEdits(asset.id, edits, fromShare);
    mounted.current = true;
  }, [asset.id, edits, sharedPending, fromShare]);

  const edited = Object.keys(edits).length > 0;
  useEffect(() => {
    // ahead of Share, so that the copy still runs within the click's user activation
    if (edited) void loadShare().catch(() => undefined);
  }, [edited]);
  const exportAsset = useMemo(
    () =>
      edited
        ? async (): Promise<ExampleBlockAsset> => {
            const { toJavaScript } = await loadToJavaScript();
            return editedAsset(asset, edits, (code, name) => toJavaScript(code, name).trim());
          }
        : null,
    [asset, edits, edited],
  );

  return {
    edits,
    setEdits: edit,
    edited,
    badLink,
    sharedPending,
    sharedRelease,
    runShared,
    restored,
    exportAsset,
    reset() {
      setEdits({});
      setBadLink(false);
      setSharedPending(false);
      setFromShare(false);
      setRestored(false);
      // the address would reopen the edits Reset dropped: it keeps its page and query alone
      const { hash, pathname, search } = window.location;
      if (hashTargets(hash, asset.id)) window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    },
    /** this page's address, reopening the demo with the edits on `release`, and a comparison of `pair` */
    async shareAddress(release?: ReleaseId, pair?: ReleasePair) {
      const { shareHash } = await loadShare();
      const { origin, pathname, search } = window.location;
      return `${origin}${pathname}${search}#${shareHash(asset.id, edits, release, pair)}`;
    },
  };
}
