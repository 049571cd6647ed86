import { build, type Message, type Plugin } from 'esbuild';
import fs from 'fs';
import path from 'path';
import ts from 'typescript';

export const SITE_ROOT = path.resolve(__dirname, '../../..');

export interface ProjectOnDisk {
  /** Folder name under the work folder; problems are reported under it. */
  name: string;
  files: Record<string, string>;
  entryFile: string;
}

export function writeProject(workDir: string, project: ProjectOnDisk): void {
  for (const [file, content] of Object.entries(project.files)) {
    const target = path.join(workDir, project.name, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, content);
  }
}

/** `a/src/App.tsx` under the work folder → `a`, the project a problem belongs to. */
const projectOf = (workDir: string, file: string) =>
  path.relative(workDir, path.resolve(workDir, file)).split(path.sep)[0];

function record(problems: Map<string, string[]>, project: string, text: string) {
  problems.set(project, [...(problems.get(project) ?? []), text]);
}

/**
 * Type-checks the projects in one TypeScript program (they share React's declarations, which
 * keeps this fast) and returns the diagnostics per project. Packages resolve through the
 * `node_modules` link in the work folder, i.e. the versions installed for the site.
 */
export function typeCheck(
  workDir: string,
  projects: ProjectOnDisk[],
  options: ts.CompilerOptions,
): Map<string, string[]> {
  const rootNames = projects.flatMap((project) =>
    Object.keys(project.files)
      .filter((file) => /\.(tsx?|jsx?)$/.test(file))
      .map((file) => path.join(workDir, project.name, file)),
  );
  const program = ts.createProgram(rootNames, { ...options, noEmit: true });
  const problems = new Map<string, string[]>();
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    const file = diagnostic.file?.fileName;
    record(problems, file ? projectOf(workDir, file) : '*', `${file ?? ''}: ${message}`);
  }
  return problems;
}

function recordMessages(problems: Map<string, string[]>, workDir: string, messages: Message[]) {
  for (const message of messages) {
    const file = message.location?.file ?? '';
    record(problems, file ? projectOf(workDir, file) : '*', `${file}: ${message.text}`);
  }
}

/** Bundles every project's entry with esbuild; returns the errors per project and outputs. */
export async function bundle(
  workDir: string,
  projects: ProjectOnDisk[],
  plugins: Plugin[] = [],
): Promise<{ problems: Map<string, string[]>; outputs: Map<string, string> }> {
  const problems = new Map<string, string[]>();
  const outputs = new Map<string, string>();
  try {
    const result = await build({
      entryPoints: projects.map((project) => path.join(workDir, project.name, project.entryFile)),
      absWorkingDir: workDir,
      outdir: path.join(workDir, '.out'),
      outbase: workDir,
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      target: 'es2020',
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins,
    });
    for (const file of result.outputFiles) {
      const project = projectOf(path.join(workDir, '.out'), file.path);
      outputs.set(project, `${outputs.get(project) ?? ''}${file.text}`);
    }
  } catch (error) {
    const failure = error as { errors?: Message[] };
    if (!failure.errors) throw error;
    recordMessages(problems, workDir, failure.errors);
  }
  return { problems, outputs };
}
