import React, { useId, type ReactNode } from 'react';

/** Label, control and the property it sets; the property name describes the control. */
interface FieldProps {
  id: string;
  label: ReactNode;
  prop: string;
  error?: string;
  /** a line shown on narrow screens only, where the control's effect may not show */
  narrowNote?: string;
  /** control before its label, as for a checkbox */
  inline?: boolean;
  /** why the control is disabled (the chosen release lacks the property), shown under it */
  reason?: string;
  children: ReactNode;
}

/** The lines under a control, each with its class (index.css) and its id's suffix. */
const LINE_CLASSES = { error: 'pg-field-error', note: 'pg-field-note', reason: 'pg-field-reason' } as const;

export function Field({ id, label, prop, error, narrowNote, inline, reason, children }: FieldProps) {
  return (
    <div className="pg-field" data-inline={inline || undefined} data-disabled={reason ? true : undefined}>
      {inline && children}
      <label htmlFor={id}>{label}</label>
      {!inline && children}
      <code id={`${id}-prop`} className="pg-field-prop">
        {prop}
      </code>
      {(Object.entries({ error, note: narrowNote, reason }) as [keyof typeof LINE_CLASSES, string | undefined][]).map(
        ([kind, text]) =>
          text && (
            <span key={kind} id={`${id}-${kind}`} className={LINE_CLASSES[kind]}>
              {text}
            </span>
          ),
      )}
    </div>
  );
}

export const describedBy = (id: string, error?: string, note?: string, reason?: string) =>
  `${id}-prop${error ? ` ${id}-error` : ''}${note ? ` ${id}-note` : ''}${reason ? ` ${id}-reason` : ''}`;

export interface CheckboxFieldProps {
  label: string;
  prop: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** set: the checkbox is disabled, and this says why */
  disabledReason?: string;
}

export function CheckboxField({ label, prop, checked, onChange, disabledReason }: CheckboxFieldProps) {
  const id = useId();
  return (
    <Field id={id} label={label} prop={prop} inline reason={disabledReason}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={Boolean(disabledReason)}
        aria-describedby={describedBy(id, undefined, undefined, disabledReason)}
        onChange={(event) => onChange(event.target.checked)}
      />
    </Field>
  );
}

export interface SelectFieldProps<T extends string> {
  label: string;
  prop: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  narrowNote?: string;
  /** set: the select is disabled, and this says why */
  disabledReason?: string;
}

/**
 * A native select (its keyboard, its list and its name stay the browser's), drawn see-through
 * over its chosen option's text, which wraps: a closed select cuts a long option short
 * ("Automatic: when total is above th…").
 */
export function SelectField<T extends string>({
  label,
  prop,
  value,
  options,
  onChange,
  narrowNote,
  disabledReason,
}: SelectFieldProps<T>) {
  const id = useId();
  const chosen = options.find((option) => option.value === value);
  return (
    <Field id={id} label={label} prop={prop} narrowNote={narrowNote} reason={disabledReason}>
      <div className="pg-select">
        <select
          id={id}
          value={value}
          disabled={Boolean(disabledReason)}
          aria-describedby={describedBy(id, undefined, narrowNote, disabledReason)}
          onChange={(event) => {
            const picked = options.find((option) => option.value === event.target.value);
            if (picked) onChange(picked.value);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <span className="pg-select-value" aria-hidden>
          {chosen?.label}
        </span>
      </div>
    </Field>
  );
}
