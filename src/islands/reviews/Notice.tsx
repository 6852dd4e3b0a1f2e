/**
 * The outcome of a review submission, focused as it appears so keyboard and screen-reader users land on it: a
 * success (a status, in place of the form) or a failure (an alert in the form). A new one needs a new `key`.
 */
import { useEffect, useRef } from 'react';

const TONES = {
  status:
    'border-emerald-700 bg-emerald-50 text-emerald-950 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-50',
  // The site's error colours (src/styles/global.css), AA contrast in both schemes.
  alert: 'border-(--error-edge) bg-(--error-surface) text-(--error-ink)',
} as const;

interface Props {
  role: keyof typeof TONES;
  title: string;
  text: string;
}

export default function Notice({ role, title, text }: Props) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    notice.current?.focus();
  }, []);
  return (
    <div ref={notice} tabIndex={-1} role={role} className={`mt-6 rounded-xl border p-4 ${TONES[role]}`}>
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm">{text}</p>
    </div>
  );
}
