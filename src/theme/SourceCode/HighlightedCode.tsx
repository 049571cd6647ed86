import React from 'react';
import Prism from './prism';
import { tokenizeWithin } from './prism/budget';
import { capLines, tokenLines } from './prism/lines';
import VisibleText from './VisibleText';
// the token colours under the site's own (src/styles/syntax.css), as dumi's code blocks had
import 'prism-themes/themes/prism-one-light.css';

export interface HighlightedCodeProps {
  /** the code, shown without its leading and trailing blank lines */
  children: string;
  /** Prism's name for the language (or an alias: ts, js); others are shown as plain text */
  lang?: string;
  /** the code exactly as given, without the language's name: the live editor's colours */
  exact?: boolean;
}

/** Rows drawn one by one: ten times the longest demo file (locales.ts, 147 lines). */
const MAX_ROWS = 1_500;

/**
 * A code block coloured by the site's Prism, in a chunk of its own: a `pre.prism-code` with one
 * `div.token-line` per line, in the box of dumi's code blocks, its language in the corner.
 */
export default function HighlightedCode({ children, lang = '', exact }: HighlightedCodeProps) {
  const code = exact ? children : children.trim();
  const grammar = Prism.languages[lang];
  // shared or edited code is anyone's: its colouring and its rows are bounded (./prism/budget)
  const lines = capLines(tokenLines(grammar ? tokenizeWithin(Prism.tokenize, code, grammar) : code), MAX_ROWS);
  return (
    <div className="dumi-default-source-code">
      {lang && !exact && <span className="dumi-default-source-code-language">{lang}</span>}
      <pre className={`prism-code language-${lang}`}>
        {lines.map((line, i) => (
          <div key={i} className="token-line">
            {line.length === 0 ? (
              // an empty line keeps its height
              <span className="token plain">{'\n'}</span>
            ) : (
              line.map(({ types, content }, j) => (
                <span key={j} className={['token', ...(types.length ? types : ['plain'])].join(' ')}>
                  <VisibleText text={content} />
                </span>
              ))
            )}
          </div>
        ))}
      </pre>
    </div>
  );
}
