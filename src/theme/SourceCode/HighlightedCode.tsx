import SourceCode, { type ISourceCodeProps } from 'dumi/theme-default/builtins/SourceCode';
import React from 'react';

/**
 * dumi's own SourceCode (Prism), in a chunk of its own: the site's SourceCode slot downloads it
 * once the code is near the screen. Imported from dumi's package, not from `dumi/theme/...`,
 * which now names the site's slot.
 */
export default function HighlightedCode(props: ISourceCodeProps) {
  return <SourceCode {...props} />;
}
