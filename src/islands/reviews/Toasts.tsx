/**
 * The toast region (sonner): one toast at a time, 5 seconds each, F8 focuses the region,
 * swipe right to dismiss. Loaded with the form, and kept mounted so a toast outlives the form it came from.
 * Follows the reader's colour scheme; the error colours are the site's own (AA contrast in both schemes).
 */
import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';

export default function Toasts() {
  return (
    <Toaster
      position="bottom-right"
      visibleToasts={1}
      duration={5000}
      hotkey={['F8']}
      swipeDirections={['right']}
      closeButton
      richColors
      theme="system"
      style={
        {
          '--error-bg': 'var(--error-surface)',
          '--error-border': 'var(--error-edge)',
          '--error-text': 'var(--error-ink)',
        } as CSSProperties
      }
    />
  );
}
