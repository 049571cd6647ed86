import { getParameters } from 'codesandbox-import-utils/lib/api/define';
import { buildDemoProject } from './project';
import type { DemoExportInput } from './types';

/** CodeSandbox's "define" endpoint: a form POST of `parameters` creates a sandbox. */
export const CODESANDBOX_DEFINE_URL = 'https://codesandbox.io/api/v1/sandboxes/define';

/** The sandbox's files in the shape the define API takes, all of them text. */
export function buildCodeSandboxFiles(
  input: DemoExportInput,
): Record<string, { content: string; isBinary: false }> {
  const project = buildDemoProject(input, 'create-react-app');
  const files: Record<string, { content: string; isBinary: false }> = {};
  for (const [path, content] of Object.entries(project.files)) {
    files[path] = { content, isBinary: false };
  }
  // names the environment explicitly instead of leaving CodeSandbox to infer it
  files['sandbox.config.json'] = {
    content: `${JSON.stringify({ template: project.template }, null, 2)}\n`,
    isBinary: false,
  };
  return files;
}

/** The compressed `parameters` value the define endpoint expects. */
export function buildCodeSandboxParameters(input: DemoExportInput): string {
  return getParameters({ files: buildCodeSandboxFiles(input) });
}
