/** Types for serve.mjs, for the end-to-end tests that start their own server. */
import type { Server } from 'node:http';
export function createServer(options: { dir: string; base: string; csp?: string }): Server;
