import type { Project } from '@stackblitz/sdk';
import { buildDemoProject } from './project';
import type { DemoExportInput } from './types';

export interface StackBlitzExport {
  project: Project;
  /** opened in the editor first */
  openFile: string;
}

/** Only types come from the SDK here; the opener loads the SDK. */
export function buildStackBlitzProject(input: DemoExportInput): StackBlitzExport {
  const project = buildDemoProject(input, 'flat');
  return {
    project: {
      title: project.title,
      description: project.description,
      template: project.template,
      // EngineBlock installs what this lists
      dependencies: project.dependencies,
      files: project.files,
    },
    openFile: project.demoFile,
  };
}
