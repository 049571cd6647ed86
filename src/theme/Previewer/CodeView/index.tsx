import { useIntl } from 'dumi';
import SourceCode from 'dumi/theme/builtins/SourceCode';
import React from 'react';
import type { CodeLanguage } from '../../../codeView/codeLanguage';
import { languageOf, nameInLanguage, type DemoFile } from '../../../codeView/files';
import type { DisplayedCode } from '../useDisplayedCode';
import FileTabs from './FileTabs';
import LanguageSwitch from './LanguageSwitch';

export interface CodeViewProps {
  idPrefix: string;
  files: DemoFile[];
  active: number;
  onSelect: (index: number) => void;
  /** the active file as it is shown (JavaScript when asked for) */
  shown: DisplayedCode;
  language: CodeLanguage;
  onLanguageChange: (language: CodeLanguage) => void;
}

/**
 * The demo's source: a tab per file when there are several, highlighted by the site's
 * SourceCode (which downloads the highlighter when code is first shown).
 */
export default function CodeView(props: CodeViewProps) {
  const { idPrefix, files, shown } = props;
  const intl = useIntl();
  const tabbed = files.length > 1;
  return (
    <>
      <div className="rcp-previewer-code-bar">
        {tabbed ? (
          <FileTabs
            idPrefix={idPrefix}
            label={intl.formatMessage({ id: 'previewer.files' })}
            names={files.map((file, i) =>
              i === props.active ? shown.name : nameInLanguage(file.name, props.language),
            )}
            active={props.active}
            onSelect={props.onSelect}
          />
        ) : (
          <span className="rcp-previewer-filename">{shown.name}</span>
        )}
        {shown.switchable && (
          <LanguageSwitch value={props.language} onChange={props.onLanguageChange} />
        )}
      </div>
      <div
        className="rcp-previewer-source"
        id={`${idPrefix}-panel`}
        // focusable so a keyboard user can scroll long lines
        tabIndex={0}
        {...(tabbed && {
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
