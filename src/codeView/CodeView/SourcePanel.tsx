import { useIntl } from 'dumi';
import React, { type HTMLAttributes, type ReactNode } from 'react';

export interface SourcePanelProps {
  /** CodeBar's prefix */
  idPrefix: string;
  /** with more than one file, this is the active tab's panel */
  fileCount: number;
  active: number;
  /** an interface string shown above the code */
  note?: string | null;
  /** so a keyboard user can scroll long lines (an editor takes the focus itself) */
  focusable?: boolean;
  /** a read-only view that turns into an editor listens to taps and keys */
  onClick?: HTMLAttributes<HTMLDivElement>['onClick'];
  onKeyDown?: HTMLAttributes<HTMLDivElement>['onKeyDown'];
  children: ReactNode;
}

export default function SourcePanel(props: SourcePanelProps) {
  const { idPrefix, note } = props;
  const intl = useIntl();
  return (
    <div
      className="rcp-previewer-source"
      id={`${idPrefix}-panel`}
      {...(props.focusable && { tabIndex: 0 })}
      onClick={props.onClick}
      onKeyDown={props.onKeyDown}
      {...(props.fileCount > 1 && {
        role: 'tabpanel',
        'aria-labelledby': `${idPrefix}-tab-${props.active}`,
      })}
    >
      {note && <p className="rcp-previewer-note">{intl.formatMessage({ id: note })}</p>}
      {props.children}
    </div>
  );
}
