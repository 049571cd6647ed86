import React from 'react';
import type { DemoFile } from '@site/codeView';
import './index.css';
import { usePrinting } from './usePrinting';

/**
 * A demo's source as printed: every file of the demo as written, under its name when there
 * are several. Rendered only while the page is printed, so it costs the page nothing on screen
 * and shows the code even where the code panel was never opened (its content mounts on
 * "Show code"). src/styles/print.css hides the panel itself in print.
 */
export default function PrintSource({ files }: { files: DemoFile[] }) {
  const printing = usePrinting();
  if (!printing) return null;
  return (
    <div className="site-print-source">
      {files.map((file) => (
        <figure key={file.name}>
          {files.length > 1 && <figcaption>{file.name}</figcaption>}
          <pre>
            <code>{file.code}</code>
          </pre>
        </figure>
      ))}
    </div>
  );
}
