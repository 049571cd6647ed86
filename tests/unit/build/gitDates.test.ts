// @vitest-environment node
import childProcess from 'child_process';
import { createRequire } from 'module';
import path from 'path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  GIT_DATE,
  fileStamp,
  gitDateCommand,
  memoizeGitDates,
  prefetchGitDates,
  readPrefetched,
  runInShell,
  safeGitDateCommand,
  type RunScript,
} from '../../../plugins/patches/gitDates';

const root = path.resolve(__dirname, '../../..');
const command = (file: string) => `git log -1 --format=%at -- "${file}"`;

/** A stand-in for child_process whose execSync counts its runs and answers from `answer`. */
function fakeChildProcess(answer: (command: string) => string) {
  const runs: string[] = [];
  const target = {
    execSync: (cmd: string) => {
      runs.push(cmd);
      return Buffer.from(answer(cmd));
    },
  };
  return { target, runs };
}

describe('git dates kept while the site builds (plugins/patches/gitDates.ts)', () => {
  it('runs the same git date command once, and gives every caller its own copy', () => {
    const { target, runs } = fakeChildProcess(() => '1764000000\n');
    const restore = memoizeGitDates(target);
    const run = target.execSync as (cmd: string, options?: object) => Buffer;
    const first = run(command('/site/docs/a.md'), { stdio: 'pipe' });
    const second = run(command('/site/docs/a.md'), { stdio: 'pipe' });
    run(command('/site/docs/b.md'), { stdio: 'pipe' });
    expect(first.toString()).toBe('1764000000\n');
    expect(second.toString()).toBe('1764000000\n');
    expect(second).not.toBe(first);
    expect(runs).toEqual([command('/site/docs/a.md'), command('/site/docs/b.md')]);
    restore();
  });

  it('leaves every other command, and a failing one, to run each time', () => {
    const { target, runs } = fakeChildProcess((cmd) => {
      if (cmd.includes('missing')) throw new Error('not a git repository');
      return 'ok';
    });
    const restore = memoizeGitDates(target);
    const run = target.execSync as (cmd: string) => Buffer;
    run('git status');
    run('git status');
    expect(() => run(command('/missing.md'))).toThrow('not a git repository');
    expect(() => run(command('/missing.md'))).toThrow('not a git repository');
    expect(runs).toEqual(['git status', 'git status', command('/missing.md'), command('/missing.md')]);
    restore();
  });

  it('in dev, asks again for a file once it has changed, and only for that file', () => {
    const { target, runs } = fakeChildProcess(() => '1764000000\n');
    const stamps: Record<string, string> = { '/site/docs/a.md': '1', '/site/docs/b.md': '1' };
    const restore = memoizeGitDates(target, (file) => stamps[file]);
    const run = target.execSync as (cmd: string) => Buffer;
    run(command('/site/docs/a.md'));
    run(command('/site/docs/b.md'));
    run(command('/site/docs/a.md'));
    stamps['/site/docs/a.md'] = '2';
    run(command('/site/docs/a.md'));
    run(command('/site/docs/b.md'));
    expect(runs).toEqual([command('/site/docs/a.md'), command('/site/docs/b.md'), command('/site/docs/a.md')]);
    restore();
  });

  it("stamps a file by its modification time, and a missing one with ''", () => {
    const readme = path.join(root, 'README.md');
    expect(fileStamp(readme)).toMatch(/^\d+(\.\d+)?$/);
    expect(fileStamp(path.join(root, 'no-such-file.md'))).toBe('');
  });

  it('puts the original back', () => {
    const { target } = fakeChildProcess(() => '');
    const original = target.execSync;
    memoizeGitDates(target)();
    expect(target.execSync).toBe(original);
  });

  it("matches the command dumi's remarkMeta runs", () => {
    expect(GIT_DATE.test(command(path.join(root, 'docs/demo/basic.md')))).toBe(true);
    expect(GIT_DATE.test('git log -1 --format=%at -- "a.md"; rm -rf /')).toBe(false);
  });
});

describe("the installed dumi's remarkMeta, with the git dates kept", () => {
  const real = childProcess.execSync;
  afterEach(() => {
    childProcess.execSync = real;
  });

  it('dates a page as git does, asking git once for two compiles of it', async () => {
    const requireFromHere = createRequire(__filename);
    const remarkMeta = requireFromHere('dumi/dist/loaders/markdown/transformer/remarkMeta.js').default as (
      opts: object,
    ) => (tree: object, vFile: { data: Record<string, { lastUpdated?: number }> }) => void;
    // the module loads its unist utilities asynchronously as it is required
    await import('unist-util-visit');
    await import('mdast-util-to-string');
    await new Promise((resolve) => setTimeout(resolve, 0));

    const file = path.join(root, 'docs/demo/basic.md');
    let expected: number | undefined;
    try {
      expected = parseInt(real(command(file), { stdio: 'pipe' }).toString(), 10) * 1000;
    } catch {
      // no git history here (an export of the repository): dumi then uses the current time
    }
    let runs = 0;
    childProcess.execSync = function counted(this: unknown, ...args: Parameters<typeof real>) {
      if (GIT_DATE.test(String(args[0]))) runs += 1;
      return real.apply(this, args);
    } as typeof real;
    const restore = memoizeGitDates();

    const dates = [1, 2].map(() => {
      const vFile = { data: {} as Record<string, { lastUpdated?: number }> };
      remarkMeta({ cwd: root, fileAbsPath: file, fileLocaleLessPath: file, resolve: { atomDirs: [] } })(
        { type: 'root', children: [] },
        vFile,
      );
      return vFile.data.frontmatter.lastUpdated;
    });
    restore();

    if (expected !== undefined) {
      expect(dates).toEqual([expected, expected]);
      expect(runs).toBe(1);
    } else {
      expect(runs).toBe(2);
    }
  });
});

describe('git dates asked ahead (prefetchGitDates)', () => {
  it("reads the shell's answers: each file's output where git succeeded", () => {
    const stdout = Buffer.from('1764000000\n\x000\x00\x00128\x001764000100\n\x000\x00');
    const ready = readPrefetched(['/site/a.md', '/site/gone.md', '/site/b.md'], stdout, ['1', '2', '3']);
    expect([...ready.keys()]).toEqual([gitDateCommand('/site/a.md'), gitDateCommand('/site/b.md')]);
    expect(ready.get(gitDateCommand('/site/b.md'))).toEqual({ stamp: '3', stdout: Buffer.from('1764000100\n') });
  });

  it('answers from what was asked ahead, and asks git for the rest and for a file edited since', () => {
    let finish: (stdout: Buffer) => void = () => {};
    const run: RunScript = (files, done) => {
      expect(files).toEqual(['/site/a.md', '/site/b.md']);
      finish = (stdout) => done(null, stdout);
    };
    const stamps: Record<string, string> = { '/site/a.md': '1', '/site/b.md': '1', '/site/c.md': '1' };
    const stamp = (file: string) => stamps[file];
    const ready = prefetchGitDates(['/site/a.md', 'relative.md', '/site/b.md'], stamp, run);
    expect(ready.size).toBe(0);
    finish(Buffer.from('1764000000\n\x000\x001764000100\n\x000\x00'));
    expect(ready.size).toBe(2);

    const { target, runs } = fakeChildProcess(() => '1764000200\n');
    const restore = memoizeGitDates(target, stamp, ready);
    const run2 = target.execSync as (cmd: string, options?: object) => Buffer;
    expect(run2(command('/site/a.md'), { stdio: 'pipe' }).toString()).toBe('1764000000\n');
    expect(run2(command('/site/c.md'), { stdio: 'pipe' }).toString()).toBe('1764000200\n');
    stamps['/site/b.md'] = '2';
    expect(run2(command('/site/b.md'), { stdio: 'pipe' }).toString()).toBe('1764000200\n');
    expect(runs).toEqual([command('/site/c.md'), command('/site/b.md')]);
    restore();
  });

  it("keeps no answer when the shell fails", () => {
    const ready = prefetchGitDates(['/site/a.md'], undefined, (_files, done) => done(new Error('no /bin/sh')));
    expect(ready.size).toBe(0);
  });

  it("asks git in single quotes for a path the shell would misread in dumi's double quotes", () => {
    expect(safeGitDateCommand('/site/docs/a.md', 'linux')).toBe(command('/site/docs/a.md'));
    expect(safeGitDateCommand('/site/docs/locale.$tab-custom.md', 'linux')).toBe(
      "git log -1 --format=%at -- '/site/docs/locale.$tab-custom.md'",
    );
    expect(safeGitDateCommand("/site/it's $x.md", 'linux')).toBe("git log -1 --format=%at -- '/site/it'\\''s $x.md'");
    expect(safeGitDateCommand('/site/docs/locale.$tab-custom.md', 'win32')).toBe(
      command('/site/docs/locale.$tab-custom.md'),
    );
    const { target, runs } = fakeChildProcess(() => '1764000000\n');
    const restore = memoizeGitDates(target);
    (target.execSync as (cmd: string) => Buffer)(command('/site/docs/locale.$tab-custom.md'));
    restore();
    expect(runs).toEqual(["git log -1 --format=%at -- '/site/docs/locale.$tab-custom.md'"]);
  });

  it("gives this repository's pages, a content tab's included, the dates git gives them", async () => {
    const files = ['docs/index.md', 'docs/demo/locale.$tab-custom.md'].map((file) => path.join(root, file));
    let finish = () => {};
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const answers = prefetchGitDates(files, undefined, (asked, done) =>
      runInShell(asked, (error, stdout) => {
        done(error, stdout);
        finish();
      }),
    );
    await finished;
    for (const file of files) {
      let direct: string | undefined;
      try {
        direct = childProcess.execFileSync('git', ['log', '-1', '--format=%at', '--', file], { stdio: 'pipe' }).toString();
      } catch {
        // no git repository here (an export of the repository): nothing is answered ahead
      }
      expect(answers.get(gitDateCommand(file))?.stdout.toString()).toBe(direct);
      if (direct !== undefined) expect(direct).toMatch(/^\d+\n$/);
    }
  });
});
