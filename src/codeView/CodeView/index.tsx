import SourceCode from 'dumi/theme/builtins/SourceCode';
import React from 'react';
import { languageOf } from '../files';
import CodeBar, { type CodeBarProps } from './CodeBar';
import './index.css';
import SourcePanel from './SourcePanel';
import type { DisplayedCode } from './useDisplayedCode';

export interface CodeViewProps extends Omit<CodeBarProps, 'shown' | 'children'> {
  /** the active file as it is shown (JavaScript when asked for) */
  shown: DisplayedCode;
}

/**
 * Code to read (the playground's generated files): the bar with a tab per file and the
 * TypeScript / JavaScript switch, and the active file highlighted by the site's SourceCode
 * (which downloads the highlighter when code is first shown). The demos' code uses the same bar
 * and panel, and turns into an editor when the visitor edits (src/theme/Previewer/CodePanel).
 */
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
