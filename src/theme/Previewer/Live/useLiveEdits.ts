import type { ExampleBlockAsset } from 'dumi-assets-types';
import { useEffect, useMemo, useState } from 'react';
import type { DemoFile } from '@site/codeView/files';
import { editedAsset, type DemoEdits } from '@site/liveDemo/edits';
import { readShared, shareHash } from '@site/liveDemo/share';

/**
 * The visitor's edits to one demo: those a shared address brings (read once, when the code
 * first opens), Reset, the address that shares them, and the demo's files with them for the
 * exports.
 */
export function useLiveEdits(asset: ExampleBlockAsset, files: DemoFile[]) {
  const [edits, setEdits] = useState<DemoEdits>({});
  const [badLink, setBadLink] = useState(false);

  useEffect(() => {
    const names = files.map((file) => file.name);
    const shared = readShared(window.location.hash, asset.id, names);
    if (shared.status === 'ok') setEdits(shared.edits);
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
            const { toJavaScript } = await import('@site/codeView/toJavaScript');
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
    exportAsset,
    reset() {
      setEdits({});
      setBadLink(false);
    },
    /** this page's address, reopening the demo with the edits */
    shareAddress() {
      const { origin, pathname, search } = window.location;
      return `${origin}${pathname}${search}#${shareHash(asset.id, edits)}`;
    },
  };
}
