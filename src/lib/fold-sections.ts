/**
 * Folds a long text into its sections, each a native <details> whose <summary> is its heading, so a phone
 * reader opens the one they want (no script; find-in-page and a link to a heading inside reveal it).
 */

/** The classes of a folded section and its summary, which src/styles/global.css styles. */
const FOLD_CLASS = 'fold';
const SUMMARY_CLASS = 'fold-summary';

/** A heading that starts a section: any element carrying `data-section`, with the id of its anchor. */
const SECTION_HEADING = /<(h[2-6])\b([^>]*\bdata-section\b[^>]*)>[\s\S]*?<\/\1>/g;

/**
 * `html` with each section (a heading carrying `data-section` to the next or the end) wrapped in
 * `<details class="fold"><summary class="fold-summary">{heading}</summary><div>{rest}</div></details>`; text
 * before the first stays. `open(id)` says which start open (the heading's id; "" when it has none).
 */
export function foldSections(html: string, open: (id: string) => boolean = () => false): string {
  const headings = [...html.matchAll(SECTION_HEADING)];
  if (headings.length === 0) return html;
  const first = headings[0]?.index ?? 0;
  let out = html.slice(0, first);
  headings.forEach((match, i) => {
    const start = match.index + match[0].length;
    const end = headings[i + 1]?.index ?? html.length;
    const id = /\bid="([^"]*)"/.exec(match[2] ?? '')?.[1] ?? '';
    out += `<details class="${FOLD_CLASS}"${open(id) ? ' open' : ''}><summary class="${SUMMARY_CLASS}">${match[0]}</summary><div>${html.slice(start, end)}</div></details>`;
  });
  return out;
}
