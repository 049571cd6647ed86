/** Types for pageMetaInChunk.cjs (its pure part), for the unit tests. */
declare function pageMetaInChunkLoader(source: string): string;
declare namespace pageMetaInChunkLoader {
  function pageMetaInChunk(source: string, where: { file: string; root: string; store: string; demos: string }): string;
}
export = pageMetaInChunkLoader;
