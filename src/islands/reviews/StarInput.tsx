/**
 * "Overall Rating": five stars as a radio group. Click or use the arrow keys; hovering highlights the stars
 * it would set. Shows "n/5" once chosen, otherwise "Click to rate" ("Tap to rate" on a touch screen).
 */
import { forwardRef, useState, type KeyboardEvent } from 'react';
import { STAR_PATH } from '../../lib/rating';

interface Props {
  value: number;
  onChange: (value: number) => void;
  onBlur: () => void;
  labelId: string;
  errorId?: string | undefined;
  invalid: boolean;
}

const StarInput = forwardRef<HTMLButtonElement, Props>(function StarInput(
  { value, onChange, onBlur, labelId, errorId, invalid },
  ref,
) {
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  const move = (event: KeyboardEvent, star: number) => {
    const next = { ArrowRight: star + 1, ArrowUp: star + 1, ArrowLeft: star - 1, ArrowDown: star - 1 }[
      event.key
    ];
    if (next === undefined) return;
    event.preventDefault();
    const clamped = Math.min(5, Math.max(1, next));
    onChange(clamped);
    (event.currentTarget.parentElement?.children[clamped - 1] as HTMLElement | undefined)?.focus();
  };
  return (
    <div className="flex flex-wrap items-center gap-x-3">
      {/* The radios inside take focus (one tab stop, arrow keys move it), as a radio group should. */}
      {/* eslint-disable-next-line jsx-a11y-x/interactive-supports-focus */}
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={errorId}
        aria-invalid={invalid || undefined}
        className="flex"
        onMouseLeave={() => setHover(0)}
      >
        {[1, 2, 3, 4, 5].map((star) => (
          <button
            key={star}
            ref={star === 1 ? ref : undefined}
            type="button"
            role="radio"
            aria-checked={value === star}
            aria-label={`${star} ${star === 1 ? 'star' : 'stars'}`}
            tabIndex={(value || 1) === star ? 0 : -1}
            onClick={() => onChange(star)}
            onMouseEnter={() => setHover(star)}
            onKeyDown={(event) => move(event, star)}
            onBlur={onBlur}
            className="rounded p-2"
          >
            <svg aria-hidden="true" width="28" height="28" viewBox="0 0 20 20">
              <path
                d={STAR_PATH}
                fill={star <= shown ? 'var(--star)' : 'transparent'}
                stroke="var(--star)"
                strokeWidth="1.2"
              />
            </svg>
          </button>
        ))}
      </div>
      <span className="text-sm whitespace-nowrap text-muted" aria-live="polite">
        {value ? (
          `${value}/5`
        ) : (
          <>
            <span className="pointer-coarse:hidden">Click to rate</span>
            <span className="hidden pointer-coarse:inline">Tap to rate</span>
          </>
        )}
      </span>
    </div>
  );
});

export default StarInput;
