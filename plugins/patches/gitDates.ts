import childProcess from 'child_process';
import fs from 'fs';

/**
 * dumi's remarkMeta dates every Markdown page with `git log -1 --format=%at -- "<file>"`, run
 * through execSync each time the page is compiled: 198 runs for the 36 pages of a build (the
 * server bundle, the client bundle, each page's tabs and light front matter), about 1.5 s of the
 * build's main thread spent waiting on git. While the site builds, each file's answer is kept,
 * so the same command runs once per file. Any other command, and a command that fails, goes to
 * Node's own execSync every time. In `dumi dev` (issue 41: 1.5 s of a cold start's 39 s of main
 * thread, and a blocking git run for each Markdown variant rebuilt after an edit) the answer is
 * kept per file and its modification time (`stamp`): an edited page asks git again, a page
 * committed without an edit while the server runs keeps its date until the server restarts.
 * Registered in plugins/compat/registry.cjs (gitDates), which checks the command dumi runs.
 */
export const GIT_DATE = /^git log -1 --format=%at -- "([^"]+)"$/;

/** What else an answer is kept by: `fileStamp` in dev, nothing while the site builds. */
export type Stamp = (file: string) => string;

/** A file's modification time, or '' when it cannot be read (git then answers for a missing file). */
export const fileStamp: Stamp = (file) => {
  try {
    return String(fs.statSync(file).mtimeMs);
  } catch {
    return '';
  }
};

type ExecSync = (command: string, options?: childProcess.ExecSyncOptions) => string | Buffer;

/** Keeps the answer of each GIT_DATE command on `target` (Node's child_process); returns the undo. */
export function memoizeGitDates(target: { execSync: unknown } = childProcess, stamp?: Stamp): () => void {
  const original = target.execSync as ExecSync;
  const answers = new Map<string, string | Buffer>();
  const execSync: ExecSync = function execSync(this: unknown, command, options) {
    const match = typeof command === 'string' ? GIT_DATE.exec(command) : null;
    if (!match) return original.call(this, command, options);
    const key = `${command}\n${JSON.stringify(options ?? null)}\n${stamp ? stamp(match[1]) : ''}`;
    if (!answers.has(key)) answers.set(key, original.call(this, command, options));
    const answer = answers.get(key)!;
    // each caller gets its own copy of a Buffer, as from a run of its own
    return typeof answer === 'string' ? answer : Buffer.from(answer);
  };
  target.execSync = execSync;
  return () => {
    if (target.execSync === execSync) target.execSync = original;
  };
}
