import { useIntl } from 'dumi';
import SourceCode from 'dumi/theme/builtins/SourceCode';
import React from 'react';
import { languageOf } from '../files';
import CodeBar, { type CodeBarProps } from './CodeBar';
import './index.css';
import type { DisplayedCode } from './useDisplayedCode';

export interface CodeViewProps extends Omit<CodeBarProps, 'shown' | 'children'> {
  /** the active file as it is shown (JavaScript when asked for) */
  shown: DisplayedCode;
}

/**
 * Code to read (the playground's generated files): the bar with a tab per file and the
 * TypeScript / JavaScript switch, and the active file highlighted by the site's SourceCode
 * (which downloads the highlighter when code is first shown). The demos' code is an editor
 * under the same bar (src/theme/Previewer/Live).
 */
export default function CodeView(props: CodeViewProps) {
  const { idPrefix, files, shown } = props;
  const intl = useIntl();
  return (
    <>
      <CodeBar {...props} />
      <div
        className="rcp-previewer-source"
        id={`${idPrefix}-panel`}
        // focusable so a keyboard user can scroll long lines
        tabIndex={0}
        {...(files.length > 1 && {
          role: 'tabpanel',
          'aria-labelledby': `${idPrefix}-tab-${props.active}`,
        })}
      >
        {shown.failed && (
          <p className="rcp-previewer-note">
            {intl.formatMessage({ id: 'previewer.language.failed' })}
          </p>
        )}
        <SourceCode lang={languageOf(shown.name)}>{shown.code}</SourceCode>
      </div>
    </>
  );
}
