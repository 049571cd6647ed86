import type { ExampleBlockAsset } from 'dumi-assets-types';
import type { ReactNode } from 'react';

/** What the live code (a chunk of its own, ./Live) hands back to the previewer around it. */
export interface LiveOutput {
  /** the edited demo, in place of the original; null while nothing is edited */
  preview: ReactNode;
  /** a notice under the demo: a syntax error, an unknown import, an unreadable link */
  message: ReactNode;
  /** the active file as the editor shows it, for Copy code */
  shownCode: string | null;
  /** the demo's files with the edits, for the exports; null while nothing is edited */
  exportAsset: (() => Promise<ExampleBlockAsset>) | null;
}
