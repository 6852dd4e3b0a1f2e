/**
 * Shown in place of the form after a successful submission, and focused as it appears, so keyboard and
 * screen-reader users land on the outcome instead of the top of the page.
 */
import { useEffect, useRef } from 'react';

export default function SubmittedNotice() {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    notice.current?.focus();
  }, []);
  return (
    <div
      ref={notice}
      tabIndex={-1}
      role="status"
      className="mt-6 rounded-xl border border-emerald-700 bg-emerald-50 p-4 text-emerald-950 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-50"
    >
      <p className="font-semibold">Review submitted successfully</p>
      <p className="mt-1 text-sm">Your review is pending moderation and will be published soon.</p>
    </div>
  );
}
