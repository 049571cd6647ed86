import type { ExampleBlockAsset } from 'dumi-assets-types';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { DemoFile } from '../../../codeView/files';
import { editedAsset, type DemoEdits } from '../../../liveDemo/edits';
import { readShared, shareHash } from '../../../liveDemo/share';

/**
 * The visitor's edits to one demo: those a shared address brings (read once, when the code
 * first opens; they wait, `sharedPending`, until the visitor runs them), Reset, the address
 * that shares them, and the demo's files with them for the exports.
 */
export function useLiveEdits(asset: ExampleBlockAsset, files: DemoFile[]) {
  const [edits, setEdits] = useState<DemoEdits>({});
  const [badLink, setBadLink] = useState(false);
  const [sharedPending, setSharedPending] = useState(false);
  const runShared = useCallback(() => setSharedPending(false), []);

  useEffect(() => {
    const names = files.map((file) => file.name);
    const shared = readShared(window.location.hash, asset.id, names);
    if (shared.status === 'ok') {
      setEdits(shared.edits);
      setSharedPending(true);
    }
    if (shared.status === 'invalid') setBadLink(true);
    if (shared.status !== 'none') document.getElementById(asset.id)?.scrollIntoView();
    // read when the code first opens, not on every change of the address
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const edited = Object.keys(edits).length > 0;
  const exportAsset = useMemo(
    () =>
      edited
        ? async (): Promise<ExampleBlockAsset> => {
            const { toJavaScript } = await import('../../../codeView/toJavaScript');
            return editedAsset(asset, edits, (code, name) => toJavaScript(code, name).trim());
          }
        : null,
    [asset, edits, edited],
  );

  return {
    edits,
    setEdits,
    edited,
    badLink,
    sharedPending,
    runShared,
    exportAsset,
    reset() {
      setEdits({});
      setBadLink(false);
      setSharedPending(false);
    },
    /** this page's address, reopening the demo with the edits */
    shareAddress() {
      const { origin, pathname, search } = window.location;
      return `${origin}${pathname}${search}#${shareHash(asset.id, edits)}`;
    },
  };
}
