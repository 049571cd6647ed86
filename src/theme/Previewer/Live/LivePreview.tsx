import React, { type ComponentType } from 'react';
import type { DemoFile } from '@site/codeView/files';
import type { LiveFile } from '@site/liveDemo/run';
import { useAdoptedStylesheet } from '@site/playground/Preview/useAdoptedStylesheet';

export interface LivePreviewProps {
  component: ComponentType;
  /** the stylesheets the edited demo imports from its own files */
  stylesheets: LiveFile[];
  files: DemoFile[];
}

/** An edited stylesheet, added over the original one the page already has. */
function EditedStylesheet({ css }: { css: string }) {
  useAdoptedStylesheet(css);
  return null;
}

/** The edited demo, with the stylesheets the visitor changed. */
export default function LivePreview({ component: Component, stylesheets, files }: LivePreviewProps) {
  const changed = stylesheets.filter(
    (sheet) => files.find((file) => file.name === sheet.name)?.code !== sheet.code,
  );
  return (
    <>
      {changed.map((sheet) => (
        <EditedStylesheet key={sheet.name} css={sheet.code} />
      ))}
      <Component />
    </>
  );
}
