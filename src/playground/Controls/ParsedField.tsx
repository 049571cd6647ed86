import React, { useEffect, useId, useState } from 'react';
import { describedBy, Field } from './fields';

export interface ParsedFieldProps<T> {
  label: string;
  prop: string;
  value: T;
  format: (value: T) => string;
  /** the value the text stands for, or null while it is not valid */
  parse: (text: string) => T | null;
  /** shown, and announced with the field, while the text is not valid */
  invalidMessage: string;
  onType: (value: T) => void;
  inputMode?: 'numeric' | 'text';
}

/**
 * A text field for a number or a list: every valid keystroke is applied; invalid text is kept
 * while the visitor edits it, marked invalid, and put back to the current value on leaving.
 */
export function ParsedField<T>(props: ParsedFieldProps<T>) {
  const { label, prop, value, format, parse, invalidMessage, onType, inputMode = 'numeric' } = props;
  const id = useId();
  const formatted = format(value);
  const [text, setText] = useState(formatted);
  // a change from elsewhere (history, reset) replaces the text, unless the text already means
  // the new value (`10,20` and `10, 20` are the same list)
  useEffect(() => {
    setText((current) => {
      const parsed = parse(current);
      return parsed !== null && format(parsed) === formatted ? current : formatted;
    });
    // only a new value should touch the text; parse and format are pure
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formatted]);
  const invalid = parse(text) === null;
  const error = invalid ? invalidMessage : undefined;
  return (
    <Field id={id} label={label} prop={prop} error={error}>
      <input
        id={id}
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        spellCheck={false}
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(id, error)}
        onChange={(event) => {
          setText(event.target.value);
          const parsed = parse(event.target.value);
          if (parsed !== null) onType(parsed);
        }}
        onBlur={() => setText(formatted)}
      />
    </Field>
  );
}
