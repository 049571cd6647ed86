import { useIntl } from 'dumi';
import React, { useId, useRef, useState, type KeyboardEvent } from 'react';
import { nextTabIndex } from '@site/codeView';
import CopyButton from './CopyButton';
import PlainCode from './PlainCode';
import type { ManagerCommand } from './packageManagers';

/**
 * An install block as one tab per package manager (WAI-ARIA tabs: arrows, Home and End move
 * between them), each panel its command alone with a copy button of its own.
 */
export default function ManagerTabs({ commands }: { commands: ManagerCommand[] }) {
  const intl = useIntl();
  const id = useId();
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const next = nextTabIndex(event.key, selected, commands.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabs.current[next]?.focus();
  };
  return (
    <div className="site-code-managers">
      <div role="tablist" aria-label={intl.formatMessage({ id: 'code.packageManager' })} onKeyDown={onKeyDown}>
        {commands.map(({ manager }, index) => (
          <button
            key={manager}
            ref={(tab) => {
              tabs.current[index] = tab;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
          >
            {manager}
          </button>
        ))}
      </div>
      {commands.map(({ manager, command }, index) => (
        <div
          key={manager}
          className="site-code"
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== selected}
        >
          <CopyButton code={command} label={intl.formatMessage({ id: 'code.copyCommand' }, { manager })} />
          <PlainCode code={command} />
        </div>
      ))}
    </div>
  );
}
