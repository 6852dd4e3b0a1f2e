/** Test-only: what a reader is shown on a built page, for wording checks. */
import type { HTMLElement } from 'node-html-parser';

/** The body text, tooltips, labels and alt texts, and the page's description; scripts and styles left out. */
export function shownText(root: HTMLElement): string {
  const body = root.querySelector('body')?.clone() as HTMLElement | undefined;
  if (!body) return '';
  for (const hidden of body.querySelectorAll('script, style, template')) hidden.remove();
  const attributes = body
    .querySelectorAll('[title], [aria-label], [alt]')
    .flatMap((el) => ['title', 'aria-label', 'alt'].map((name) => el.getAttribute(name) ?? ''));
  const description = root.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
  return [body.structuredText, ...attributes, description].join('\n').replaceAll('\u2011', '-');
}

/**
 * Text as a reader reads it: spaces collapsed, and a non-breaking hyphen (U+2011, which keeps a name such as
 * "F-Secure" whole on a line) read as the hyphen it shows.
 */
export function readerText(text: string | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').replaceAll('\u2011', '-').trim();
}

/** The text a reader sees in one element, spaces collapsed; '' for no element. */
export function elementText(el: HTMLElement | null | undefined): string {
  return readerText(el?.textContent);
}
