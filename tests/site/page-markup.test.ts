/**
 * What provider data can break in the markup of the pages one template builds from it (every compare page,
 * ranking, and provider's data, changes and user-reviews page), read from each built page without a browser (a
 * few milliseconds a page): axe checks each template and a sample of these pages in `npm test`
 * (tests/browser/lib/axe-plan.ts) and all of them in `npm run test:full`, and
 * this catches, on every one of them, what differs from page to page with the data:
 * - no id used twice, and every id that a label, a description or an expanded control refers to exists;
 * - every link and button has a name, every image an alt text (empty for an image that only decorates);
 * - every table has a caption or a label and header cells, every header cell says what it heads (`scope`), and
 *   every data row has its header.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { sitemapPaths } from '../support/sitemap';
import { dataDrivenPages } from '../support/page-sample';

const paths = sitemapPaths();
const dataDriven = [...(await dataDrivenPages(paths)).values()].flatMap((kind) => [...kind]);
const pages = new Map(
  dataDriven.map((path) => [path, parse(readFileSync(join('dist', `${path}.html`), 'utf8'))] as const),
);

/** The name a reader's software gives a link or button, as far as the markup alone says it. */
function hasName(el: HTMLElement, root: HTMLElement): boolean {
  if (el.getAttribute('aria-label')?.trim() || el.getAttribute('title')?.trim()) return true;
  const labelledBy = el.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
  if (labelledBy.some((id) => root.querySelector(`[id="${id}"]`)?.textContent.trim())) return true;
  if (el.querySelectorAll('img[alt]').some((img) => img.getAttribute('alt')?.trim())) return true;
  // Its text without what is hidden from assistive technology (an arrow, a decorative glyph).
  const hidden = el.querySelectorAll('[aria-hidden="true"]').map((h) => h.textContent);
  return hidden.reduce((text, part) => text.replace(part, ''), el.textContent).trim() !== '';
}

/** The id references an element makes: labels, descriptions, controls. */
const REFERENCES = ['aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-owns', 'for', 'list'];

/** What content can break in a page's ids, names and images, as readable lines. */
function pageProblems(root: HTMLElement): string[] {
  const problems: string[] = [];
  const ids = root.querySelectorAll('[id]').map((el) => el.id);
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) problems.push(`id "${id}" is used twice`);
    seen.add(id);
  }
  for (const el of root.querySelectorAll(REFERENCES.map((name) => `[${name}]`).join(', ')))
    for (const name of REFERENCES)
      // A collapsed control may name what it will show once expanded (an island renders it then).
      if (name !== 'aria-controls' || el.getAttribute('aria-expanded') !== 'false')
        for (const id of el.getAttribute(name)?.split(/\s+/).filter(Boolean) ?? [])
          if (!seen.has(id)) problems.push(`${el.tagName.toLowerCase()} ${name}="${id}" names no element`);
  for (const el of root.querySelectorAll('a[href], button'))
    if (!hasName(el, root))
      problems.push(`${el.tagName.toLowerCase()} without a name: ${el.outerHTML.slice(0, 120)}`);
  for (const img of root.querySelectorAll('img'))
    if (!img.hasAttribute('alt')) problems.push(`img without alt: ${img.getAttribute('src') ?? ''}`);
  return problems;
}

/** What content can break in a page's tables, as readable lines. */
function tableProblems(root: HTMLElement): string[] {
  const problems: string[] = [];
  for (const [t, table] of root.querySelectorAll('table').entries()) {
    const names = [
      table.querySelector('caption')?.textContent,
      table.getAttribute('aria-label'),
      table.getAttribute('aria-labelledby'),
    ];
    if (!names.some((name) => name?.trim())) problems.push(`table ${String(t + 1)} has no caption or label`);
    const headers = table.querySelectorAll('th');
    if (headers.length === 0) problems.push(`table ${String(t + 1)} has no header cell`);
    for (const th of headers)
      if (!['col', 'row', 'colgroup', 'rowgroup'].includes(th.getAttribute('scope') ?? ''))
        problems.push(`table ${String(t + 1)}: header "${th.textContent.trim().slice(0, 40)}" has no scope`);
    for (const row of table.querySelectorAll('tbody tr'))
      if (!row.querySelector('th'))
        problems.push(
          `table ${String(t + 1)}: a row without a header cell: ${row.textContent.trim().slice(0, 60)}`,
        );
  }
  return problems;
}

describe('the markup checks', () => {
  it('find each slip in a page made to have them', () => {
    const root = parse(`<main>
      <h2 id="plans">Plans</h2><h3 id="plans">Plans</h3>
      <a href="/vpn/x"> <span aria-hidden="true">→</span></a><button type="button"></button>
      <a href="/vpn/y" aria-label="Y's review"></a><img src="/a.png"><img src="/b.png" alt="">
      <p aria-describedby="nowhere">x</p><button aria-expanded="false" aria-controls="later">Open</button>
      <table><thead><tr><th>Question</th><th scope="col">A</th></tr></thead>
        <tbody><tr><td>1</td><td>2</td></tr><tr><th scope="row">Price</th><td>3</td></tr></tbody></table>
    </main>`);
    expect([...pageProblems(root), ...tableProblems(root)]).toEqual([
      'id "plans" is used twice',
      'p aria-describedby="nowhere" names no element',
      'a without a name: <a href="/vpn/x"> <span aria-hidden="true">→</span></a>',
      'button without a name: <button type="button"></button>',
      'img without alt: /a.png',
      'table 1 has no caption or label',
      'table 1: header "Question" has no scope',
      'table 1: a row without a header cell: 12',
    ]);
  });
});

describe('every compare page and ranking', () => {
  it('is built, every one of them', () => {
    expect(dataDriven.length).toBeGreaterThan(0);
    expect(dataDriven.filter((path) => path.startsWith('/compare/'))).not.toEqual([]);
    expect(dataDriven.filter((path) => path.startsWith('/best/'))).not.toEqual([]);
  });

  it('has unique ids, references that resolve, named links and buttons, and alt texts', () => {
    const problems = [...pages].flatMap(([path, root]) => pageProblems(root).map((p) => `${path}: ${p}`));
    expect(problems).toEqual([]);
  });

  it('has tables with a caption, and header cells that say what they head on every row', () => {
    const problems = [...pages].flatMap(([path, root]) => tableProblems(root).map((p) => `${path}: ${p}`));
    expect(problems).toEqual([]);
  });
});
