/** Types for ungroupChunks.cjs (its pure part), for the unit tests. */
declare function ungroupChunksLoader(source: string): string;
declare namespace ungroupChunksLoader {
  function ungroupChunks(source: string, name?: string): string;
  function pageChunkName(root: string, file: string): string;
}
export = ungroupChunksLoader;
