import { useIntl } from 'dumi';
import React, { useState } from 'react';
import { assetOnRelease, openInCodePen, openInCodeSandbox, openInStackBlitz } from '@site/export';
import type { ReleaseId } from '@site/versions';
import { codeInLanguage, CodeView, copyCodeLabel, filesAsOneText, Icon, useCodeLanguage, useCopyStatus, useDisplayedCode, type IconName } from '../../codeView';
import { playgroundAsset } from '../exportAsset';
import type { CodeFile } from '../generateCode';
import './index.css';

const EXPORTS = [
  { target: 'codesandbox', icon: 'sandbox', open: openInCodeSandbox },
  { target: 'stackblitz', icon: 'stackblitz', open: openInStackBlitz },
  { target: 'codepen', icon: 'codepen', open: openInCodePen },
] as const satisfies readonly { target: string; icon: IconName; open: unknown }[];

export interface CodePanelProps {
  /** the generated files, written for rc-pagination 4.0.4's package name */
  files: CodeFile[];
  /** the same files as they read on `release` (the package @rc-component/pagination renamed) */
  shownFiles: CodeFile[];
  release: ReleaseId;
}

/**
 * The generated files on the chosen release, highlighted, in TypeScript or JavaScript, to copy
 * or open online; an export pins that release (src/export/release.ts).
 */
export default function CodePanel({ files: written, shownFiles: files, release }: CodePanelProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [selected, setSelected] = useState(0);
  const active = Math.min(selected, files.length - 1);
  const [language, setLanguage] = useCodeLanguage();
  const shown = useDisplayedCode(files[active], language);
  const [status, copyCode] = useCopyStatus();
  // what the visitor sees is what they get: the files in the chosen language, on the release
  const inLanguage = (list: CodeFile[]) =>
    Promise.all(list.map((file) => codeInLanguage(file, language).catch(() => file)));
  // App.tsx imports styles.css when there is one: both go, each headed by its name
  const copy = async () => copyCode(filesAsOneText(await inLanguage(files)));
  const open = async (exporter: (typeof EXPORTS)[number]['open']) => {
    const asset = assetOnRelease(playgroundAsset(await inLanguage(written), t('playground.export.title')), release);
    await exporter({ asset, title: t('playground.export.title') });
  };

  return (
    <section className="pg-code" aria-label={t('playground.code')}>
      <div className="pg-code-actions" role="group" aria-label={t('playground.code.actions')}>
        <span className="pg-code-status" role="status">
          {status}
        </span>
        {EXPORTS.map(({ target, icon, open: exporter }) => (
          <button key={target} type="button" className="pg-code-action" onClick={() => open(exporter)}>
            <Icon name={icon} />
            {t(`previewer.open.${target}`)}
          </button>
        ))}
        <button type="button" className="pg-code-action" onClick={copy}>
          <Icon name="copy" />
          {intl.formatMessage({ id: copyCodeLabel(files.length) }, { count: files.length })}
        </button>
      </div>
      <div className="rcp-previewer-code">
        <CodeView
          idPrefix="pg-code"
          files={files}
          active={active}
          onSelect={setSelected}
          shown={shown}
          language={language}
          onLanguageChange={setLanguage}
        />
      </div>
    </section>
  );
}
