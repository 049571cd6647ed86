import { useIntl } from 'dumi';
import React, { useId, useState } from 'react';
import { FileTabs } from '@site/codeView';
import CopyButton from './CopyButton';
import PlainCode from './PlainCode';
import type { ManagerCommand } from './packageManagers';

/**
 * An install block as one tab per package manager, the code view's tabs (arrows, Home and End
 * move between them); the panel holds the chosen command alone, with a copy button of its own.
 */
export default function ManagerTabs({ commands }: { commands: ManagerCommand[] }) {
  const intl = useIntl();
  const id = useId();
  const [selected, setSelected] = useState(0);
  const { manager, command } = commands[selected];
  return (
    <div className="site-code-managers">
      <FileTabs
        idPrefix={id}
        label={intl.formatMessage({ id: 'code.packageManager' })}
        names={commands.map((one) => one.manager)}
        active={selected}
        onSelect={setSelected}
      />
      <div className="site-code" role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${selected}`}>
        <CopyButton code={command} label={intl.formatMessage({ id: 'code.copyCommand' }, { manager })} />
        <PlainCode code={command} />
      </div>
    </div>
  );
}
