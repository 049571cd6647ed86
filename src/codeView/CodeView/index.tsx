import SourceCode from 'dumi/theme/builtins/SourceCode';
import React from 'react';
import { languageOf } from '../files';
import CodeBar, { type CodeBarProps } from './CodeBar';
import './index.css';
import SourcePanel from './SourcePanel';
import type { DisplayedCode } from './useDisplayedCode';

export interface CodeViewProps extends Omit<CodeBarProps, 'shown' | 'children'> {
  /** JavaScript when asked for */
  shown: DisplayedCode;
}

/** Code to read: CodeBar and the highlighted file; the demos' code becomes an editor (src/theme/Previewer/CodePanel). */
export default function CodeView(props: CodeViewProps) {
  const { idPrefix, files, shown } = props;
  return (
    <>
      <CodeBar {...props} />
      <SourcePanel
        idPrefix={idPrefix}
        fileCount={files.length}
        active={props.active}
        note={shown.failed ? 'previewer.language.failed' : null}
        focusable
      >
        <SourceCode lang={languageOf(shown.name)}>{shown.code}</SourceCode>
      </SourcePanel>
    </>
  );
}
