import childProcess from 'child_process';
import fs from 'fs';
import path from 'path';

/**
 * dumi's remarkMeta dates every Markdown page with `git log -1 --format=%at -- "<file>"`, run
 * through execSync each time the page is compiled: in a cold build, once for each of the 36 page
 * files, 1.7 s of the build's main thread spent waiting on git (maintainers/patch-gains.md).
 * While the site builds, each file's answer is kept, so the same command runs once per file.
 * Any other command, and a command that fails, goes to Node's own execSync every time. In
 * `dumi dev` (a cold start, and a blocking git run for each Markdown variant rebuilt after an
 * edit) the answer is kept per file and its modification time (`stamp`): an edited page asks git
 * again, a page committed without an edit while the server runs keeps its date until the server
 * restarts.
 * Registered in plugins/compat/registry.cjs (gitDates), which checks the command dumi runs.
 *
 * Each answer is also asked ahead, as the build or the dev server starts (`prefetchGitDates`):
 * the same command for every page file, run in the background while umi loads, so the first
 * compile of a page finds its answer ready instead of waiting on git. A command that has not answered yet, or failed, runs as before.
 * A path the shell would misread inside dumi's double quotes (a content tab's `$tab-…` file) is
 * asked with the path as written (`safeGitDateCommand`), so the tab gets git's date, not the
 * time of the build.
 */
export const GIT_DATE = /^git log -1 --format=%at -- "([^"]+)"$/;

/** The command dumi's remarkMeta runs to date `file` (an absolute path). */
export const gitDateCommand = (file: string) => `git log -1 --format=%at -- "${file}"`;

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

/**
 * One shell that runs git's date command for each file it is given (the path as written, in
 * `"$f"`), each answer followed by NUL, git's exit status and NUL: one process started from the
 * build (starting a process from the build's large one is what costs, about 8 ms each), 36
 * small ones started from the shell.
 */
export const PREFETCH_SCRIPT = 'for f in "$@"; do git log -1 --format=%at -- "$f"; printf "\\0%s\\0" "$?"; done';

/** Runs PREFETCH_SCRIPT over `files` in the background; `done` gets its standard output, or an error. */
export type RunScript = (files: readonly string[], done: (error: unknown, stdout?: Buffer) => void) => void;

export const runInShell: RunScript = (files, done) => {
  childProcess.execFile(
    '/bin/sh',
    ['-c', PREFETCH_SCRIPT, 'sh', ...files],
    { encoding: 'buffer', maxBuffer: 1 << 24 },
    (error, stdout) => done(error, stdout),
  );
};

/** Answers asked ahead: by command, git's output and the file's stamp when it was asked. */
export type Prefetched = Map<string, { stamp: string; stdout: Buffer }>;

/**
 * What the shell reads otherwise than written inside the double quotes of dumi's command. A
 * content tab's file (`locale.$tab-custom.md`) has a `$`: the shell reads `$tab` as an empty
 * variable, git dates a file that does not exist, and dumi shows the time of the build as the
 * tab's last update. Such a path is asked in single quotes, which the shell reads as written.
 */
const SHELL_SPECIAL = /["$`\\]/;

/** dumi's command for `file`, in single quotes where the shell would misread it (not on Windows). */
export function safeGitDateCommand(file: string, platform: string = process.platform): string {
  if (platform === 'win32' || !SHELL_SPECIAL.test(file)) return gitDateCommand(file);
  return `git log -1 --format=%at -- '${file.replace(/'/g, "'\\''")}'`;
}

/** Reads PREFETCH_SCRIPT's output: each file's answer, where git succeeded. */
export function readPrefetched(files: readonly string[], stdout: Buffer, stamps: readonly string[]): Prefetched {
  const parts = stdout.toString('latin1').split('\0');
  const ready: Prefetched = new Map();
  files.forEach((file, index) => {
    const answer = parts[index * 2];
    if (answer === undefined || parts[index * 2 + 1] !== '0') return;
    ready.set(gitDateCommand(file), { stamp: stamps[index], stdout: Buffer.from(answer, 'latin1') });
  });
  return ready;
}

/**
 * Asks git for the date of each of `files` in the background; the map fills when the answers
 * come. A file whose command fails gets no entry (dumi's own run of it then throws, as before).
 */
export function prefetchGitDates(files: readonly string[], stamp?: Stamp, run: RunScript = runInShell): Prefetched {
  const ready: Prefetched = new Map();
  const asked = files.filter((file) => path.isAbsolute(file));
  if (!asked.length) return ready;
  const stamps = asked.map((file) => (stamp ? stamp(file) : ''));
  run(asked, (error, stdout) => {
    if (error || !stdout) return;
    for (const [command, answer] of readPrefetched(asked, stdout, stamps)) ready.set(command, answer);
  });
  return ready;
}

/**
 * Keeps the answer of each GIT_DATE command on `target` (Node's child_process), taking the ones
 * in `prefetched` that are there (and whose file has the same stamp); returns the undo.
 */
export function memoizeGitDates(
  target: { execSync: unknown } = childProcess,
  stamp?: Stamp,
  prefetched: Prefetched = new Map(),
): () => void {
  const original = target.execSync as ExecSync;
  const answers = new Map<string, string | Buffer>();
  const execSync: ExecSync = function execSync(this: unknown, command, options) {
    const match = typeof command === 'string' ? GIT_DATE.exec(command) : null;
    if (!match) return original.call(this, command, options);
    const now = stamp ? stamp(match[1]) : '';
    const key = `${command}\n${JSON.stringify(options ?? null)}\n${now}`;
    if (!answers.has(key)) {
      const ahead = prefetched.get(command);
      const asString = typeof options?.encoding === 'string' && options.encoding !== 'buffer';
      answers.set(
        key,
        ahead && ahead.stamp === now && !asString
          ? ahead.stdout
          : original.call(this, safeGitDateCommand(match[1]), options),
      );
    }
    const answer = answers.get(key)!;
    // each caller gets its own copy of a Buffer, as from a run of its own
    return typeof answer === 'string' ? answer : Buffer.from(answer);
  };
  target.execSync = execSync;
  return () => {
    if (target.execSync === execSync) target.execSync = original;
  };
}
