import { useIntl } from 'dumi';
import React from 'react';
import { COLOR_MODES, useColorMode, type ColorMode } from '@site/colorMode';
import { ColorModeIcon } from './icons';
import './index.css';

export interface ColorSwitchViewProps {
  value: ColorMode;
  onChange: (mode: ColorMode) => void;
}

/** Three pressed/unpressed buttons; knows nothing about storage or the page attribute. */
export function ColorSwitchView({ value, onChange }: ColorSwitchViewProps) {
  const intl = useIntl();
  return (
    <div
      role="group"
      aria-label={intl.formatMessage({ id: 'color.mode' })}
      className="site-color-switch"
      // the site's header (src/theme/Header) closes its mobile menu on any click inside it
      onClick={(event) => event.stopPropagation()}
    >
      {COLOR_MODES.map((mode) => {
        const label = intl.formatMessage({ id: `color.${mode}` });
        return (
          <button
            key={mode}
            type="button"
            className="site-color-switch-option"
            aria-pressed={value === mode}
            aria-label={label}
            title={label}
            onClick={() => onChange(mode)}
          >
            <ColorModeIcon mode={mode} />
          </button>
        );
      })}
    </div>
  );
}

/** Header slot: replaces dumi's ColorSwitch, which uses the unguarded `usePrefersColor`. */
export default function ColorSwitch() {
  const { mode, setMode } = useColorMode();
  return <ColorSwitchView value={mode} onChange={setMode} />;
}
