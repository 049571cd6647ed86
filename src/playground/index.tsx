import { useIntl, useLocale } from 'dumi';
import React, { useCallback, useMemo } from 'react';
import { codeOnRelease } from '@site/export';
import CodePanel from './CodePanel';
import Controls from './Controls';
import EventLog from './EventLog';
import { generateFiles } from './generateCode';
import './index.css';
import Preview from './Preview';
import { presetWords } from './presets';
import { defaultStateFor } from './state';
import { useEventLog } from './useEventLog';
import { usePlaygroundState } from './usePlaygroundState';

/**
 * The props playground: controls on one side; the live pagination, its event log and the code
 * that reproduces it on the other. All state but the log lives in the address.
 */
export default function Playground() {
  const intl = useIntl();
  const t = useCallback(
    (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values),
    [intl],
  );
  const { id: siteLocale } = useLocale();
  const defaults = useMemo(() => defaultStateFor(siteLocale), [siteLocale]);
  const { state, update, type, reset } = usePlaygroundState(defaults);
  const { log, record, clear } = useEventLog();
  // icon names and link texts the presets write, in the page's language, in preview and code
  const words = useMemo(() => presetWords(t), [t]);
  const files = useMemo(() => generateFiles(state, words), [state, words]);
  // what the visitor reads, copies and runs: the imports of the chosen release
  const shownFiles = useMemo(
    () => files.map((file) => ({ ...file, code: codeOnRelease(file.code, state.release) })),
    [files, state.release],
  );

  const onChange = (page: number, pageSize: number) => {
    record('onChange', [page, pageSize]);
    // a controlled pagination shows what its owner stores, as the generated code does
    if (state.controlCurrent || state.controlPageSize) {
      update({
        ...(state.controlCurrent && { current: page }),
        ...(state.controlPageSize && { pageSize }),
      });
    }
  };
  const onShowSizeChange = (current: number, size: number) => record('onShowSizeChange', [current, size]);

  return (
    <div className="pg" data-frame-box="">
      <Controls state={state} update={update} type={type} t={t} onReset={reset} />
      <div className="pg-main">
        <Preview
          state={state}
          label={t('playground.preview')}
          emptyText={t('playground.preview.empty')}
          onChange={onChange}
          onShowSizeChange={onShowSizeChange}
          // on another release the code in the frame keeps its own state: the calls are only logged
          onFrameCall={record}
          words={words}
          files={shownFiles}
        />
        <EventLog entries={log.entries} onClear={clear} t={t} />
        <CodePanel files={files} shownFiles={shownFiles} release={state.release} />
      </div>
    </div>
  );
}
