import type { DemoExportInput } from './types';

export type { DemoExportInput } from './types';

// Placeholders until the builders land; the previewer calls these three.
export function openInCodeSandbox(input: DemoExportInput): void {
  throw new Error(`CodeSandbox export is not ready (${input.title ?? 'demo'})`);
}
export function openInStackBlitz(input: DemoExportInput): void {
  throw new Error(`StackBlitz export is not ready (${input.title ?? 'demo'})`);
}
export function openInCodePen(input: DemoExportInput): void {
  throw new Error(`CodePen export is not ready (${input.title ?? 'demo'})`);
}
