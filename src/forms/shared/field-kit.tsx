import type { ReactNode } from 'react'
import { textLength } from '@/content/text-rules'
import { ErrorSummary, SubmitButton } from './error-summary'
import { Counter, describedBy, FieldError, FormAlert, RequiredMark } from './form-controls'
import { KEY_FIELD } from './no-js'
import { RequiredNote } from './form-panels'
import type { FormKit } from './use-form-kit'

type Option = string | { value: string; label: string }
const optionOf = (o: Option) => (typeof o === 'string' ? { value: o, label: o } : o)

type FieldProps = {
  kit: FormKit
  name: string
  label: ReactNode
  required?: boolean
  hint?: ReactNode
  /** A character counter under the field: the limit, and the length past which it warns. */
  counter?: { max: number; warnAt: number; suffix: string }
}

/** What every control of a field carries: id, name, value, handlers, and its state for assistive technology. */
function controlProps({ kit, name, hint, counter }: FieldProps) {
  const error = kit.errors[name]
  return {
    id: kit.id(name),
    name,
    value: kit.values[name] ?? '',
    onChange: kit.change(name, counter?.max),
    onBlur: kit.leave(name),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(hint ? kit.id(`${name}-aiuto`) : undefined, counter && kit.id(`${name}-conteggio`), error && kit.errorId(name)),
  }
}

/** A field's label, its control (children), its hint, counter and error: the same markup in every form. */
function Field(props: FieldProps & { children: ReactNode }) {
  const { kit, name, label, required, hint, counter, children } = props
  return (
    <div className="mb-4">
      <label className="form-label" htmlFor={kit.id(name)}>
        {label}
        {required && <RequiredMark />}
      </label>
      {children}
      {hint && (
        <p id={kit.id(`${name}-aiuto`)} className="sito-form__hint small mt-1 mb-0">
          {hint}
        </p>
      )}
      {counter && <Counter id={kit.id(`${name}-conteggio`)} length={textLength(kit.values[name] ?? '')} max={counter.max} warnAt={counter.warnAt} suffix={counter.suffix} />}
      <FieldError id={kit.errorId(name)} message={kit.errors[name]} />
    </div>
  )
}

type InputProps = FieldProps & { type?: 'text' | 'email' | 'tel'; autoComplete?: string; maxLength: number }

export function TextField({ type = 'text', autoComplete, maxLength, ...field }: InputProps) {
  return (
    <Field {...field}>
      <input {...controlProps(field)} type={type} className="form-control" autoComplete={autoComplete} required={field.required} maxLength={maxLength} />
    </Field>
  )
}

export function TextAreaField({ rows, maxLength, ...field }: FieldProps & { rows: number; maxLength: number }) {
  return (
    <Field {...field}>
      <textarea {...controlProps(field)} className="form-control" rows={rows} required={field.required} maxLength={maxLength} />
    </Field>
  )
}

export function SelectField({ options, placeholder, ...field }: FieldProps & { options: readonly Option[]; placeholder: string }) {
  return (
    <Field {...field}>
      <select {...controlProps(field)} className="form-select" required={field.required}>
        <option value="">{placeholder}</option>
        {options.map(optionOf).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  )
}

/** A radio group: the legend is its label; the summary's link leads to the first choice (`${name}-0`). */
export function RadioField({ kit, name, label, required, options }: FieldProps & { options: readonly Option[] }) {
  const error = kit.errors[name]
  return (
    <fieldset className="mb-4" role="radiogroup" aria-invalid={error ? true : undefined} aria-describedby={error ? kit.errorId(name) : undefined}>
      <legend>
        {label}
        {required && <RequiredMark />}
      </legend>
      {options.map(optionOf).map((o, i) => (
        <div className="form-check form-check-inline" key={o.value}>
          <input
            className="form-check-input"
            type="radio"
            id={kit.id(`${name}-${i}`)}
            name={name}
            value={o.value}
            required={required}
            checked={kit.values[name] === o.value}
            onChange={kit.change(name)}
          />
          <label className="form-check-label" htmlFor={kit.id(`${name}-${i}`)}>
            {o.label}
          </label>
        </div>
      ))}
      <FieldError id={kit.errorId(name)} message={error} />
    </fieldset>
  )
}

/**
 * The form around its fields: the error summary and the answer's message above it, the required
 * note first, the submit button last, `after` (the privacy notice) below it.
 */
export function KitForm({ kit, submit, radios = [], after, children }: { kit: FormKit; submit: string; radios?: string[]; after?: ReactNode; children: ReactNode }) {
  // The summary links to the first choice of a radio group.
  const fieldId = (name: string) => kit.id(radios.includes(name) ? `${name}-0` : name)
  return (
    <div data-form-state={kit.state.status}>
      <ErrorSummary id={kit.id('riepilogo')} fieldId={fieldId} {...kit.summary} />
      {kit.alert && (
        <FormAlert kind="danger" focusRef={kit.messageRef}>
          {kit.alert}
        </FormAlert>
      )}
      <form className="sito-form" {...kit.form}>
        <RequiredNote />
        {kit.submissionKey !== undefined && <input type="hidden" name={KEY_FIELD} value={kit.submissionKey} />}
        {children}
        <SubmitButton id={kit.id('invio')} label={submit} loading={kit.loading} missing={kit.missing} />
      </form>
      {after}
    </div>
  )
}
