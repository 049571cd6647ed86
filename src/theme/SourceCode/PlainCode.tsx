import React from 'react';
import VisibleText from './VisibleText';

/** The same box and type as dumi's highlighted code, without colours. */
export default function PlainCode({ code }: { code: string }) {
  return (
    <div className="dumi-default-source-code">
      <pre className="prism-code">
        <code>
          <VisibleText text={code} />
        </code>
      </pre>
    </div>
  );
}
