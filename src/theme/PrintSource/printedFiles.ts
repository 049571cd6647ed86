import { useEffect, useId } from 'react';
import type { DemoFile } from '@site/codeView';

/**
 * Which demo of the page prints a file several demos share: the first on the page, so each
 * distinct file prints once. Demos register when they mount, in the order of the page.
 */
const registered = new Map<string, readonly DemoFile[]>();

/** The same file: the same name and the same text. */
const keyOf = (file: DemoFile) => `${file.name}\u0000${file.code}`;

/** For each file of a demo, whether one of the demos before it on the page prints it. */
export function printedEarlier(before: readonly (readonly DemoFile[])[], files: readonly DemoFile[]): boolean[] {
  const earlier = new Set(before.flat().map(keyOf));
  return files.map((file) => earlier.has(keyOf(file)));
}

/** The files of the demos registered before this one, in the order of the page. */
function filesBefore(id: string): (readonly DemoFile[])[] {
  const ids = [...registered.keys()];
  const at = ids.indexOf(id);
  return ids.slice(0, Math.max(at, 0)).map((key) => registered.get(key)!);
}

/** Registers a demo's files while it is mounted; reads which of them an earlier demo prints. */
export function usePrintedEarlier(files: readonly DemoFile[], printing: boolean): boolean[] {
  const id = useId();
  // its place on the page is taken once, when it mounts; new files keep that place
  useEffect(() => {
    registered.set(id, []);
    return () => {
      registered.delete(id);
    };
  }, [id]);
  useEffect(() => {
    registered.set(id, files);
  }, [id, files]);
  // read while printing only: by then every demo of the page has mounted and registered
  return printing ? printedEarlier(filesBefore(id), files) : files.map(() => false);
}
