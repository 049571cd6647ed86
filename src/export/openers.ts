import { postInNewTab } from './postForm';
import type { DemoExportInput } from './types';

/* Each loads its builder and SDK on demand, outside the page's first load. */

export async function openInCodeSandbox(input: DemoExportInput): Promise<void> {
  const { buildCodeSandboxParameters, CODESANDBOX_DEFINE_URL } = await import('./codesandbox');
  postInNewTab(CODESANDBOX_DEFINE_URL, { parameters: buildCodeSandboxParameters(input) });
}

export async function openInStackBlitz(input: DemoExportInput): Promise<void> {
  const [{ default: sdk }, { buildStackBlitzProject }] = await Promise.all([
    import('@stackblitz/sdk'),
    import('./stackblitz'),
  ]);
  const { project, openFile } = buildStackBlitzProject(input);
  sdk.openProject(project, { newWindow: true, openFile });
}

export async function openInCodePen(input: DemoExportInput): Promise<void> {
  const { buildCodePenData, CODEPEN_DEFINE_URL } = await import('./codepen');
  postInNewTab(CODEPEN_DEFINE_URL, { data: JSON.stringify(buildCodePenData(input)) });
}
