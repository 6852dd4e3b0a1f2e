/**
 * The toast region (sonner): one toast at a time, 5 seconds each, F8 focuses the region,
 * swipe right to dismiss. Loaded with the form, and kept mounted so a toast outlives the form it came from.
 */
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
    />
  );
}
