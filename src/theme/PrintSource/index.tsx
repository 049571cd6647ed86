import { useIntl } from 'dumi';
import React from 'react';
import type { DemoFile } from '@site/codeView';
import './index.css';
import { usePrintedEarlier } from './printedFiles';
import { usePrinting } from './usePrinting';

/**
 * A demo's source as printed: every file as written, named when there are several; a file an
 * earlier demo already printed is named only. Rendered only while printing (src/styles/print.css).
 */
export default function PrintSource({ files }: { files: DemoFile[] }) {
  const intl = useIntl();
  const printing = usePrinting();
  const earlier = usePrintedEarlier(files, printing);
  if (!printing) return null;
  return (
    <div className="site-print-source">
      {files.map((file, index) => (
        <figure key={file.name}>
          {files.length > 1 && <figcaption>{file.name}</figcaption>}
          {earlier[index] ? (
            <p className="site-print-source-same">{intl.formatMessage({ id: 'print.sameFile' })}</p>
          ) : (
            <pre>
              <code>{file.code}</code>
            </pre>
          )}
        </figure>
      ))}
    </div>
  );
}
