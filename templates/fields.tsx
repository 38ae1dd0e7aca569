// The fields of the site's forms: the booking dialog, the contact form, the newsletter and the price finder.
import type { ReactNode } from 'react';
import { usePage } from './context.tsx';

/** A labelled field; `optional` says so after the label, `error` is the id of the message a check shows under it. */
export function Field({ label, optional, error, children }: { label: string; optional?: boolean; error?: string; children: ReactNode }) {
  const { ui } = usePage().shop;
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is `children`.
    <label className="field">
      <span>
        {label}
        {optional && (
          <>
            {' '}
            <small>{ui.optional}</small>
          </>
        )}
      </span>
      {children}
      {error && <span className="field-error" id={error} hidden></span>}
    </label>
  );
}

/** A labelled drop-down whose first entry asks for a choice, so "required" means a real choice. */
export function SelectField({ label, name, prompt, options }: { label: string; name: string; prompt: string; options: readonly string[] }) {
  return (
    <Field label={label}>
      <select name={name} required defaultValue="">
        <option value="" disabled>
          {prompt}
        </option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </Field>
  );
}
