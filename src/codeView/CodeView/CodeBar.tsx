import { useIntl } from 'dumi';
import React, { type ReactNode } from 'react';
import type { CodeLanguage } from '../codeLanguage';
import { nameInLanguage, type DemoFile } from '../files';
import FileTabs from './FileTabs';
import './index.css';
import LanguageSwitch from './LanguageSwitch';

export interface CodeBarProps {
  /** prefix for the ids of the file tabs; their panel is `${idPrefix}-panel` */
  idPrefix: string;
  files: DemoFile[];
  active: number;
  onSelect: (index: number) => void;
  /** the active file as it is shown: its name in the chosen language, and whether it can switch */
  shown: { name: string; switchable: boolean };
  language: CodeLanguage;
  onLanguageChange: (language: CodeLanguage) => void;
  /** controls of the view that uses the bar, between the file names and the language switch */
  children?: ReactNode;
}

/**
 * The bar above the code: a tab per file when there are several (each named as in the chosen
 * language), the file's name when there is one, and the TypeScript / JavaScript switch for a
 * TypeScript file. The code panel below it is the caller's (`${idPrefix}-panel`).
 */
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
