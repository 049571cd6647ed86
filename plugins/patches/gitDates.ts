import childProcess from 'child_process';

/**
 * dumi's remarkMeta dates every Markdown page with `git log -1 --format=%at -- "<file>"`, run
 * through execSync each time the page is compiled: 198 runs for the 36 pages of a build (the
 * server bundle, the client bundle, each page's tabs and light front matter), about 1.5 s of the
 * build's main thread spent waiting on git. While the site builds, each file's answer is kept,
 * so the same command runs once per file. Any other command, and a command that fails, goes to
 * Node's own execSync every time. Not in `dumi dev`, where a page can be committed while the
 * server runs. Registered in plugins/compat/registry.cjs (gitDates), which checks the command
 * dumi runs.
 */
export const GIT_DATE = /^git log -1 --format=%at -- "[^"]+"$/;

type ExecSync = (command: string, options?: childProcess.ExecSyncOptions) => string | Buffer;

/** Keeps the answer of each GIT_DATE command on `target` (Node's child_process); returns the undo. */
export function memoizeGitDates(target: { execSync: unknown } = childProcess): () => void {
  const original = target.execSync as ExecSync;
  const answers = new Map<string, string | Buffer>();
  const execSync: ExecSync = function execSync(this: unknown, command, options) {
    if (typeof command !== 'string' || !GIT_DATE.test(command)) return original.call(this, command, options);
    const key = `${command}\n${JSON.stringify(options ?? null)}`;
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
