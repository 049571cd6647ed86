import { useIntl } from 'dumi';
import React, { type ButtonHTMLAttributes } from 'react';
import { copyCodeLabel, Icon, type IconName } from '@site/codeView';

export type ExportTarget = 'codesandbox' | 'stackblitz' | 'codepen';

const EXPORTS: { target: ExportTarget; icon: IconName }[] = [
  { target: 'codesandbox', icon: 'sandbox' },
  { target: 'stackblitz', icon: 'stackblitz' },
  { target: 'codepen', icon: 'codepen' },
];

export interface PreviewerActionsProps {
  demoUrl: string;
  /** id of the code region the show/hide button controls */
  codeId: string;
  showCode: boolean;
  onToggleCode: () => void;
  onCopyCode: () => void;
  /** the demo's files: Copy takes them all, and says so, when there are several */
  fileCount: number;
  onCopySketch: () => void;
  onExport: (target: ExportTarget) => void;
  /** short confirmation of the last action, e.g. 'Copied!' */
  status: string | null;
}

/** An icon-only button; its label is both its accessible name and its tooltip. */
function ActionButton({
  icon,
  label,
  ...rest
}: { icon: IconName; label: string } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type="button" className="rcp-previewer-action" aria-label={label} title={label} {...rest}>
      <Icon name={icon} />
    </button>
  );
}

/** The action bar under a demo: a controlled view, every control named in both languages. */
export default function PreviewerActions(props: PreviewerActionsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const copyLabel = intl.formatMessage({ id: copyCodeLabel(props.fileCount) }, { count: props.fileCount });
  return (
    <div className="rcp-previewer-actions" role="group" aria-label={t('previewer.actions')}>
      <span className="rcp-previewer-status" role="status">
        {props.status}
      </span>
      {EXPORTS.map(({ target, icon }) => (
        <ActionButton
          key={target}
          icon={icon}
          label={t(`previewer.open.${target}`)}
          onClick={() => props.onExport(target)}
        />
      ))}
      <ActionButton icon="sketch" label={t('previewer.sketch')} onClick={props.onCopySketch} />
      <a
        className="rcp-previewer-action"
        href={props.demoUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('previewer.standalone')}
        title={t('previewer.standalone')}
      >
        <Icon name="external" />
      </a>
      <ActionButton icon="copy" label={copyLabel} onClick={props.onCopyCode} />
      <ActionButton
        icon="code"
        label={t(props.showCode ? 'previewer.code.hide' : 'previewer.code.show')}
        aria-expanded={props.showCode}
        aria-controls={props.codeId}
        onClick={props.onToggleCode}
      />
    </div>
  );
}
