import type { ExampleBlockAsset } from 'dumi-assets-types';

/** What the theme knows about one demo when a visitor asks to export it. */
export interface DemoExportInput {
  /** dumi's asset metadata for the demo: its files and the npm packages they import. */
  asset: ExampleBlockAsset;
  title?: string;
  description?: string;
}
