import React from 'react';
import { splitInvisible } from '@site/codeView';

/**
 * Code text with each invisible character (src/codeView/invisible.ts) drawn as a mark that names
 * it, in place of the character: the code reads in the order it runs, and the mark is neither
 * selected nor copied with the text around it.
 */
export default function VisibleText({ text }: { text: string }) {
  const parts = splitInvisible(text);
  if (parts.length === 1 && typeof parts[0] === 'string') return <>{text}</>;
  return (
    <>
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          part
        ) : (
          <span key={index} className="site-invisible" data-name={part.invisible} title={part.invisible} />
        ),
      )}
    </>
  );
}
