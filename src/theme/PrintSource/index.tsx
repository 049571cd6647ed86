import { useIntl } from 'dumi';
import React from 'react';
import type { DemoFile } from '@site/codeView';
import './index.css';
import { usePrintedEarlier } from './printedFiles';
import { usePrinting } from './usePrinting';

/**
 * A demo's source as printed: every file of the demo as written, under its name when there
 * are several; a file an earlier demo of the page already printed is named, not printed again.
 * Rendered only while the page is printed, so it costs the page nothing on screen and shows the
 * code even where the code panel was never opened (its content mounts on "Show code").
 * src/styles/print.css hides the panel itself in print.
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
            <p className="site-print-source-same">
              {intl.formatMessage({ id: 'print.sameFile' })}
            </p>
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
