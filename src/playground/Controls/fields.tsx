import React, { useId, type ReactNode } from 'react';

/** Label, control and the property it sets; the property name describes the control. */
interface FieldProps {
  id: string;
  label: ReactNode;
  prop: string;
  error?: string;
  /** control before its label, as for a checkbox */
  inline?: boolean;
  children: ReactNode;
}

export function Field({ id, label, prop, error, inline, children }: FieldProps) {
  return (
    <div className="pg-field" data-inline={inline || undefined}>
      {inline && children}
      <label htmlFor={id}>{label}</label>
      {!inline && children}
      <code id={`${id}-prop`} className="pg-field-prop">
        {prop}
      </code>
      {error && (
        <span id={`${id}-error`} className="pg-field-error">
          {error}
        </span>
      )}
    </div>
  );
}

export const describedBy = (id: string, error?: string) => `${id}-prop${error ? ` ${id}-error` : ''}`;

export interface CheckboxFieldProps {
  label: string;
  prop: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function CheckboxField({ label, prop, checked, onChange }: CheckboxFieldProps) {
  const id = useId();
  return (
    <Field id={id} label={label} prop={prop} inline>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-describedby={describedBy(id)}
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
}

export function SelectField<T extends string>({ label, prop, value, options, onChange }: SelectFieldProps<T>) {
  const id = useId();
  return (
    <Field id={id} label={label} prop={prop}>
      <select
        id={id}
        value={value}
        aria-describedby={describedBy(id)}
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
    </Field>
  );
}
