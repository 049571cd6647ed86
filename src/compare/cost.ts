/*
 * The shape of a release's cost as the build measures it (plugins/releases/cost.ts) and the
 * comparison reads it: JSON, so a build can write it into a module the view loads lazily.
 */
import type { ReleaseId } from '../versions';

export interface DependencyCost {
  name: string;
  /** the range the release's package.json asks for */
  range: string;
  /** the version installed for it */
  version: string;
  /** the React range its package.json names as peer, or null */
  peerReact: string | null;
}

export interface ReleaseCost {
  release: ReleaseId;
  /** the minified bundle's bytes, and gzipped (zlib, level 9); react and react-dom left out */
  bytes: number;
  gzip: number;
  /** the React range the release's own package.json names as peer */
  peerReact: string | null;
  dependencies: DependencyCost[];
}
