/**
 * Asked when a visitor cancels a review with something typed: a native modal <dialog> (focus stays inside and
 * returns to Cancel). "Keep writing" is focused first, so Enter never throws work away, nor does Escape.
 */
import { useEffect, useRef } from 'react';

interface Props {
  onDiscard: () => void;
  onKeep: () => void;
}

export default function DiscardConfirm({ onDiscard, onKeep }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  // Closing first hands focus back to where it was (the Cancel button), then the section updates.
  const finish = (then: () => void) => {
    dialog.current?.close();
    then();
  };
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    keep.current?.focus();
    return () => {
      element?.close();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="discard-title"
      aria-describedby="discard-text"
      onCancel={(event) => {
        event.preventDefault();
        finish(onKeep);
      }}
      className="m-auto w-[min(24rem,calc(100vw-2rem))] rounded-xl border border-line bg-card p-5 text-ink shadow-lg backdrop:bg-black/50"
    >
      <h3 id="discard-title" className="text-lg font-semibold">
        Discard your review?
      </h3>
      <p id="discard-text" className="mt-2 text-sm text-muted">
        What you have typed will be lost.
      </p>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <button
          type="button"
          onClick={() => finish(onDiscard)}
          className="min-h-11 rounded-md border border-line px-4 py-2 text-sm font-semibold hover:bg-sunken"
        >
          Discard review
        </button>
        <button
          type="button"
          ref={keep}
          onClick={() => finish(onKeep)}
          className="min-h-11 rounded-md bg-brand px-4 py-2 text-sm font-semibold text-on-brand hover:bg-brand-strong"
        >
          Keep writing
        </button>
      </div>
    </dialog>
  );
}
