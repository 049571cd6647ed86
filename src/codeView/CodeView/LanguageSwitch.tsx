import { useIntl } from 'dumi';
import React from 'react';
import { CODE_LANGUAGES, type CodeLanguage } from '../codeLanguage';

export interface LanguageSwitchProps {
  value: CodeLanguage;
  onChange: (language: CodeLanguage) => void;
}

/** TypeScript / JavaScript: two toggle buttons, the pressed one is what the code view shows. */
export default function LanguageSwitch({ value, onChange }: LanguageSwitchProps) {
  const intl = useIntl();
  return (
    <div className="rcp-previewer-language" role="group" aria-label={intl.formatMessage({ id: 'previewer.language' })}>
      {CODE_LANGUAGES.map((language) => (
        <button key={language} type="button" aria-pressed={language === value} onClick={() => onChange(language)}>
          {intl.formatMessage({ id: `previewer.language.${language}` })}
        </button>
      ))}
    </div>
  );
}
