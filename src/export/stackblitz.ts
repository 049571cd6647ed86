import type { Project } from '@stackblitz/sdk';
import { buildDemoProject } from './project';
import type { DemoExportInput } from './types';

export interface StackBlitzExport {
  /** What `sdk.openProject` receives. */
  project: Project;
  /** The demo's own module, opened in the editor first. */
  openFile: string;
}

/** Only types come from the SDK here, so building stays light; the opener loads the SDK. */
export function buildStackBlitzProject(input: DemoExportInput): StackBlitzExport {
  const project = buildDemoProject(input, 'flat');
  return {
    project: {
      title: project.title,
      description: project.description,
      template: project.template,
      // EngineBlock installs what this field lists, so it carries the pinned runtime packages
      dependencies: project.dependencies,
      files: project.files,
    },
    openFile: project.demoFile,
  };
}
