/** The global a release's part of the runner sets: `__rcpRelease_5_1_0` (plugins/sandbox/runnerPage.ts). */
export function releaseGlobal(id: string): string {
  return `__rcpRelease_${id.replace(/\W/g, '_')}`;
}
