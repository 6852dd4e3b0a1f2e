/** The review form's fields, each reading the form from its context (FormProvider in ReviewForm). */
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { maxBytes, REVIEW_LIMITS, type ReviewSubmissionInput } from '../../lib/review-schema';

const inputClass = 'mt-1 min-h-11 w-full rounded-md border border-line bg-card px-3 py-2';

/** A field's message, with the id its control's aria-describedby names. */
export const ErrorText = ({ id, message }: { id: string; message?: string | undefined }) =>
  message ? (
    <p id={id} className="mt-1 text-sm text-red-700 dark:text-red-300">
      {message}
    </p>
  ) : null;

/**
 * A labelled text input (a textarea for `content`) and its message; `name` is also its id. The browser's
 * maxLength counts UTF-16 units, never more than the UTF-8 bytes the schema allows: it stops runaway pastes
 * without cutting any text the schema accepts (5,000 emoji are 10,000 units).
 */
export function TextField({
  name,
  label,
  ...props
}: {
  name: 'authorName' | 'title' | 'content';
  label: string;
  placeholder: string;
  autoComplete?: string;
}) {
  const { register, formState } = useFormContext<ReviewSubmissionInput>();
  const error = formState.errors[name]?.message;
  const Control = name === 'content' ? 'textarea' : 'input';
  return (
    <div>
      <label htmlFor={name} className="text-sm font-medium">
        {label}
      </label>
      <Control
        id={name}
        {...register(name)}
        {...(error ? { 'aria-invalid': true, 'aria-describedby': `${name}-error` } : {})}
        {...props}
        maxLength={maxBytes(REVIEW_LIMITS[name].max)}
        className={name === 'content' ? `${inputClass} min-h-[120px]` : inputClass}
      />
      <ErrorText id={`${name}-error`} message={error} />
    </div>
  );
}

/** A labelled select of `options`, after a blank choice that reads `empty`. */
export function SelectField({
  name,
  label,
  empty,
  options,
}: {
  name: 'usageDuration' | 'primaryUse';
  label: string;
  empty: string;
  options: readonly { value: string; label: string }[];
}) {
  const { register } = useFormContext<ReviewSubmissionInput>();
  return (
    <div>
      <label htmlFor={name} className="text-sm font-medium">
        {label}
      </label>
      <select id={name} {...register(name)} className={inputClass}>
        <option value="">{empty}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

interface ItemListProps {
  name: 'pros' | 'cons';
  label: string;
  placeholder: string;
  addLabel: string;
}

/**
 * Pros or Cons: a growing list of controlled text inputs. "Add Pro" / "Add Con" adds a row above the button
 * and focuses it; each row but a lone one can be removed. After a first submit, each edit revalidates.
 */
export function ItemListField({ name, label, placeholder, addLabel }: ItemListProps) {
  const { setValue, formState } = useFormContext<ReviewSubmissionInput>();
  const error = formState.errors[name]?.message ?? formState.errors[name]?.root?.message;
  const rows = useWatch<ReviewSubmissionInput, typeof name>({ name });
  const list = useRef<HTMLDivElement>(null);
  const focusRow = useRef<number | null>(null);
  const errorId = `${name}-error`;
  const update = (next: string[]) =>
    setValue(name, next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  useEffect(() => {
    const index = focusRow.current;
    if (index === null || rows.length <= index) return;
    focusRow.current = null;
    list.current?.querySelectorAll('input')[index]?.focus();
  }, [rows.length]);
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium">{label}</legend>
      <div ref={list} className="mt-2 space-y-2">
        {rows.map((row, i) => (
          <div key={i} className="flex gap-2">
            <input
              value={row}
              onChange={(event) => update(rows.map((r, j) => (j === i ? event.target.value : r)))}
              placeholder={placeholder}
              aria-label={`${label} ${i + 1}`}
              aria-invalid={error ? true : undefined}
              maxLength={maxBytes(REVIEW_LIMITS.item.max)}
              className="min-h-11 w-full min-w-0 rounded-md border border-line bg-card px-3 py-2"
            />
            {rows.length > 1 && (
              <button
                type="button"
                onClick={() => update(rows.filter((__, j) => j !== i))}
                aria-label={`Remove ${label.toLowerCase().replace(/s$/, '')} ${i + 1}`}
                className="min-h-11 min-w-11 shrink-0 rounded-md border border-line text-muted hover:bg-sunken"
              >
                <span aria-hidden="true">×</span>
              </button>
            )}
          </div>
        ))}
      </div>
      {rows.length < REVIEW_LIMITS.items.max && (
        <button
          type="button"
          onClick={() => {
            focusRow.current = rows.length;
            update([...rows, '']);
          }}
          className="mt-2 -ml-2 inline-flex min-h-11 items-center rounded-md px-2 text-sm font-semibold text-brand hover:bg-sunken hover:underline"
        >
          + {addLabel}
        </button>
      )}
      <ErrorText id={errorId} message={error} />
    </fieldset>
  );
}
