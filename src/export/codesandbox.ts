import { getParameters } from 'codesandbox-import-utils/lib/api/define';
import { buildDemoProject } from './project';
import type { DemoExportInput } from './types';

/** A form POST of `parameters` creates a sandbox. */
export const CODESANDBOX_DEFINE_URL = 'https://codesandbox.io/api/v1/sandboxes/define';

/** All text, in the define API's shape. */
export function buildCodeSandboxFiles(
  input: DemoExportInput,
): Record<string, { content: string; isBinary: false }> {
  const project = buildDemoProject(input, 'create-react-app');
  const files: Record<string, { content: string; isBinary: false }> = {};
  for (const [path, content] of Object.entries(project.files)) {
    files[path] = { content, isBinary: false };
  }
  // rather than leave CodeSandbox to infer it
  files['sandbox.config.json'] = {
    content: `${JSON.stringify({ template: project.template }, null, 2)}\n`,
    isBinary: false,
  };
  return files;
}

export function buildCodeSandboxParameters(input: DemoExportInput): string {
  return getParameters({ files: buildCodeSandboxFiles(input) });
}
