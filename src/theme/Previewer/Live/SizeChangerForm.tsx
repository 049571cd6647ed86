import React from 'react';
import type { DemoFile } from '@site/codeView';
import type { DemoEdits } from '@site/liveDemo';
import type { ReleaseId } from '@site/versions';
import SizeChangerOffer from '@theme/SizeChangerOffer';
import { useSizeChangerForm } from './useSizeChangerForm';

export interface SizeChangerFormProps {
  files: DemoFile[];
  entry: string;
  release: ReleaseId;
  /** loads the form as the visitor's edits */
  onLoad: (edits: DemoEdits) => void;
}

/**
 * On 5.x, the offer to run a demo's sizeChangerRender form, when it has one (nothing otherwise):
 * the form's writer and the property history it reads come with the live chunk.
 */
export default function SizeChangerForm({ files, entry, release, onLoad }: SizeChangerFormProps) {
  const run = useSizeChangerForm(files, entry, release, true, onLoad);
  return run && <SizeChangerOffer release={release} onRun={run} />;
}
