/**
 * Pros or Cons: a growing list of text inputs. "Add Pro" / "Add Con" adds a row at the end of the list, just above
 * the button, and moves focus into it, so a keyboard user types on at once; a remove button shows when there is
 * more than one row. Rows are controlled inputs, so removing one never shifts the others. Each edit sets the
 * whole list, so once the form has been submitted the list's message clears as soon as it is valid.
 */
import { useEffect, useRef } from 'react';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { maxBytes, REVIEW_LIMITS, type ReviewSubmissionInput } from '../../lib/review-schema';

/** The most rows a list may have (the submission schema's limit). */
const MAX_ROWS = 10;

interface Props {
  name: 'pros' | 'cons';
  label: string;
  placeholder: string;
  addLabel: string;
  control: Control<ReviewSubmissionInput>;
  setValue: UseFormSetValue<ReviewSubmissionInput>;
  error?: string | undefined;
  /** Validate on every edit (after the first submit, as the other fields do). */
  revalidate: boolean;
}

export default function ItemListField({
  name,
  label,
  placeholder,
  addLabel,
  control,
  setValue,
  error,
  revalidate,
}: Props) {
  const rows = useWatch({ control, name });
  const list = useRef<HTMLDivElement>(null);
  const focusRow = useRef<number | null>(null);
  const errorId = `${name}-error`;
  const update = (next: string[]) => setValue(name, next, { shouldDirty: true, shouldValidate: revalidate });
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
      {rows.length < MAX_ROWS && (
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
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}
