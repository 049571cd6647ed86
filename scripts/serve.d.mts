/** Types for serve.mjs, for the end-to-end tests that start their own server. */
import type { Server } from 'node:http';
export function createServer(options: {
  dir: string;
  base: string;
  /** one policy for every file, or a policy by the file's path in `dir` (`sandbox/runner.html`) */
  csp?: string | ((file: string) => string);
  gzip?: boolean;
}): Server;
/** `Cache-Control` for a file the server sends: a year for fingerprinted scripts and stylesheets. */
export function cacheControlFor(file: string): string | undefined;
