/**
 * Pros or Cons: a growing list of text inputs. "Add Pro" / "Add Con" adds a row; a remove button shows
 * when there is more than one row. Rows are controlled inputs, so removing one never shifts the others. Each edit
 * sets the whole list, so once the form has been submitted the list's message clears as soon as it is valid.
 */
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { maxBytes, REVIEW_LIMITS, type ReviewSubmissionInput } from '../../lib/review-schema';

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
  const errorId = `${name}-error`;
  const update = (next: string[]) => setValue(name, next, { shouldDirty: true, shouldValidate: revalidate });
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium">{label}</legend>
      <div className="mt-2 space-y-2">
        {rows.map((row, i) => (
          <div key={i} className="flex gap-2">
            <input
              value={row}
              onChange={(event) => update(rows.map((r, j) => (j === i ? event.target.value : r)))}
              placeholder={placeholder}
              aria-label={`${label} ${i + 1}`}
              aria-invalid={error ? true : undefined}
              maxLength={maxBytes(REVIEW_LIMITS.item.max)}
              className="w-full min-w-0 rounded-md border border-line bg-card px-3 py-2"
            />
            {rows.length > 1 && (
              <button
                type="button"
                onClick={() => update(rows.filter((__, j) => j !== i))}
                aria-label={`Remove ${label.toLowerCase().replace(/s$/, '')} ${i + 1}`}
                className="shrink-0 rounded-md border border-line px-3 text-muted hover:bg-sunken"
              >
                <span aria-hidden="true">×</span>
              </button>
            )}
          </div>
        ))}
      </div>
      {rows.length < 10 && (
        <button
          type="button"
          onClick={() => update([...rows, ''])}
          className="mt-2 text-sm font-semibold text-brand hover:underline"
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
