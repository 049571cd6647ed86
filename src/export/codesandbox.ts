import { getParameters } from 'codesandbox-import-utils/lib/api/define';
import { buildDemoProject } from './project';
import type { DemoExportInput } from './types';

/** A form POST of `parameters` creates a sandbox. */
export const CODESANDBOX_DEFINE_URL = 'https://codesandbox.io/api/v1/sandboxes/define';

/** Every file as text in the define API's shape, with the template named rather than left to inference. */
export function buildCodeSandboxParameters(input: DemoExportInput): string {
  const project = buildDemoProject(input, 'create-react-app');
  const config = `${JSON.stringify({ template: project.template }, null, 2)}\n`;
  const texts = { ...project.files, 'sandbox.config.json': config };
  const files = Object.fromEntries(Object.entries(texts).map(([path, content]) => [path, { content, isBinary: false }]));
  return getParameters({ files });
}
