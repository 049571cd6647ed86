import { useIntl } from 'dumi';
import React, { type ReactNode } from 'react';
import type { CodeLanguage } from '../codeLanguage';
import { nameInLanguage, type DemoFile } from '../files';
import FileTabs from './FileTabs';
import './index.css';
import LanguageSwitch from './LanguageSwitch';

export interface CodeBarProps {
  /** the file tabs' id prefix; their panel is `${idPrefix}-panel` */
  idPrefix: string;
  files: DemoFile[];
  active: number;
  onSelect: (index: number) => void;
  /** the active file's name in the chosen language, and whether it can switch */
  shown: { name: string; switchable: boolean };
  language: CodeLanguage;
  onLanguageChange: (language: CodeLanguage) => void;
  /** the using view's controls, between the file names and the switch */
  children?: ReactNode;
}

/** A tab per file (or the one file's name), and the TypeScript / JavaScript switch for a TypeScript file. */
export default function CodeBar(props: CodeBarProps) {
  const { idPrefix, files, active, shown, language } = props;
  const intl = useIntl();
  return (
    <div className="rcp-previewer-code-bar">
      {files.length > 1 ? (
        <FileTabs
          idPrefix={idPrefix}
          label={intl.formatMessage({ id: 'previewer.files' })}
          names={files.map((file, i) => (i === active ? shown.name : nameInLanguage(file.name, language)))}
          active={active}
          onSelect={props.onSelect}
        />
      ) : (
        <span className="rcp-previewer-filename">{shown.name}</span>
      )}
      {props.children}
      {shown.switchable && <LanguageSwitch value={language} onChange={props.onLanguageChange} />}
    </div>
  );
}
