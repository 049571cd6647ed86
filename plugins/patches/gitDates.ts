import childProcess from 'child_process';
import fs from 'fs';
import path from 'path';

/**
 * dumi dates each Markdown page with a blocking `git log` at each compile of it: each answer is
 * asked ahead in one background shell and kept (in `dumi dev`, per modification time); any other
 * command, or one that fails, goes to Node's execSync. Registered as gitDates in plugins/compat/registry.cjs.
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

/** One shell runs git's date command for every file: each answer, NUL, its exit status, NUL. */
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

/** A tab's file (`a.$tab-b.md`) has a `$`, which the shell expands inside dumi's double quotes. */
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
