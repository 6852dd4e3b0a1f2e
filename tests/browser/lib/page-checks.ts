/**
 * Checks of one kind of page, measured inside the page at the current viewport, for the one browser pass per page
 * (pages.spec.ts). Each returns readable problem lines (empty: nothing wrong). They are serialised into the page:
 * none uses anything from outside its own body; what they need from the content files comes as an argument.
 */

/** What the home page's first screen must show: the top pick's name, score ("9.3/10") and price ("$3.39/mo"). */
export interface TopPick {
  name: string;
  score: string;
  price: string;
}

/** What a compare page's first screen must show: both providers' names and long-term prices ("$3.39/mo"), in order. */
export interface PairFirstScreen {
  names: [string, string];
  prices: [string, string];
}

/**
 * A compare page's first screen (scrolled to the top): both providers' names, scores and long-term prices whole
 * inside the viewport, and the bottom line ("For most readers: …") naming one of the two or saying there is no
 * clear pick.
 */
export function pairFirstScreenProblems(expected: PairFirstScreen): string[] {
  window.scrollTo(0, 0);
  const inView = (el: Element | null | undefined) => {
    const box = el?.getBoundingClientRect();
    return (
      !!box && box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight && box.right <= innerWidth
    );
  };
  const problems: string[] = [];
  const sides = [...document.querySelectorAll('[data-testid="summary-side"]')];
  if (sides.length !== 2) problems.push(`the first screen has ${sides.length} providers, not 2`);
  for (const [i, side] of sides.entries()) {
    const name = side.querySelector('[data-testid="summary-name"]');
    const price = side.querySelector('[data-testid="summary-price"]');
    // The model's score out of 10 (src/lib/score.ts formatScore): "9.3/10".
    const score = [...side.querySelectorAll('*')].find((el) =>
      /^\d{1,2}\.\d\/10$/.test(el.textContent.trim()),
    );
    if (name?.textContent.trim() !== expected.names[i])
      problems.push(`provider ${i + 1} is not ${expected.names[i]}`);
    if (price?.textContent.trim() !== expected.prices[i])
      problems.push(
        `${expected.names[i]}'s price is "${price?.textContent.trim()}", not ${expected.prices[i]}`,
      );
    for (const [what, el] of [
      ['name', name],
      ['score', score],
      ['price', price],
    ] as const)
      if (!inView(el)) problems.push(`${expected.names[i]}'s ${what} is not on the first screen`);
  }
  const line = document.querySelector('[data-testid="bottom-line"]');
  const text = line?.textContent.replace(/\s+/g, ' ').trim() ?? '';
  const [a, b] = expected.names;
  if (
    !text.startsWith(`For most readers: ${a} —`) &&
    !text.startsWith(`For most readers: ${b} —`) &&
    !text.startsWith('For most readers: no clear pick')
  )
    problems.push(`the bottom line "${text.slice(0, 60)}" names no pick and says no "no clear pick"`);
  if (!inView(line)) problems.push('the bottom line is not on the first screen');
  return problems;
}

/**
 * Comfortable targets on a phone: every primary control (buttons, selects, fields, links drawn as buttons or
 * chips) is at least 44 px tall, and every link that stands alone (in a list, a table cell, a breadcrumb, a back
 * link) is at least 24 x 24 px by itself, meeting WCAG 2.5.8 without its spacing exception. Links inside sentences
 * are exempt, as the rule allows. Returns the problems and the smallest control and link, for the report.
 */
export function tapTargetProblems(): { problems: string[]; smallest: string } {
  const shown = (el: Element) => {
    const box = el.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      getComputedStyle(el).visibility !== 'hidden' &&
      !el.closest('.sr-only, [aria-hidden="true"], dialog:not([open]), details:not([open]) > :not(summary)')
    );
  };
  // A link drawn as a button or a chip: it has a fill or a border.
  const drawnAsControl = (el: Element) => {
    const style = getComputedStyle(el);
    return style.backgroundColor !== 'rgba(0, 0, 0, 0)' || Number.parseFloat(style.borderTopWidth) > 0;
  };
  // A link inside a sentence: inline, in a block with more text than its own.
  const inSentence = (el: Element) => {
    const block = el.closest('p, li, td, dd, label') ?? el.parentElement;
    const own = el.textContent.trim().length;
    return getComputedStyle(el).display === 'inline' && (block?.textContent ?? '').trim().length > own + 3;
  };
  const found: { text: string; height: number; width: number; primary: boolean }[] = [];
  for (const el of document.querySelectorAll(
    'a[href], button, select, input:not([type="hidden"]), textarea, summary, [role="button"]',
  )) {
    if (!shown(el)) continue;
    const primary = el.tagName !== 'A' || drawnAsControl(el);
    if (!primary && inSentence(el)) continue;
    const box = el.getBoundingClientRect();
    const name = (el.getAttribute('aria-label') ?? el.textContent).trim().replace(/\s+/g, ' ').slice(0, 40);
    const text = `${el.tagName.toLowerCase()} "${name}" ${box.width.toFixed(1)}x${box.height.toFixed(1)}`;
    found.push({ text, height: box.height, width: box.width, primary });
  }
  const controls = found.filter((t) => t.primary);
  const links = found.filter((t) => !t.primary);
  // Half a pixel of slack for sub-pixel layout (a 44 px box can measure 43.99).
  const problems = [
    ...controls.filter((t) => t.height < 43.5).map((t) => `${t.text}: a control under 44 px tall`),
    ...links
      .filter((t) => t.height < 23.5 || t.width < 23.5)
      .map((t) => `${t.text}: a stand-alone link under 24 x 24 px`),
  ];
  if (!controls.length) problems.push('no primary control at all');
  const lowest = (list: typeof found) => [...list].sort((a, b) => a.height - b.height)[0]?.text ?? 'none';
  return { problems, smallest: `control ${lowest(controls)}; link ${lowest(links)}` };
}

/**
 * A compare page: both providers' values of every row of the pair table sit inside the viewport, side by side,
 * uncut; the names heading the ratings table never break inside a word; the verdict says "Choose {A} if" and "Choose {B} if" with at least 250 words; no sentence of five words
 * or more appears more than three times in the main text.
 */
export function comparePageProblems(width: number): string[] {
  const problems: string[] = [];
  const rows = [...document.querySelectorAll('[data-testid="pair-rows"] tbody tr')];
  if (rows.length < 12) problems.push(`the pair table has ${rows.length} rows`);
  for (const row of rows) {
    const label = row.querySelector('th > span')?.textContent.trim() ?? '?';
    const cells = [...row.querySelectorAll('td[data-side]')];
    if (cells.length !== 2) problems.push(`${label}: ${cells.length} value cells`);
    const boxes = cells.map((cell) => cell.getBoundingClientRect());
    for (const [i, box] of boxes.entries()) {
      const cell = cells[i] as HTMLElement;
      if (box.width === 0 || box.left < 0 || box.right > width + 0.5)
        problems.push(`${label}: value ${i + 1} is at x ${Math.round(box.left)} to ${Math.round(box.right)}`);
      if (cell.scrollWidth > cell.clientWidth + 1) problems.push(`${label}: value ${i + 1} is cut`);
    }
    const [first, second] = boxes;
    if (first && second && Math.abs(first.top - second.top) > 2)
      problems.push(`${label}: the two values are not side by side`);
  }
  // A provider's name in the ratings table wraps between words, never inside one: each word keeps one line box.
  for (const th of document.querySelectorAll('[data-testid="rating-name"]')) {
    const node = th.firstChild;
    const name = th.textContent.trim();
    if (!(node instanceof Text)) continue;
    const raw = node.data;
    for (const match of raw.matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      if (lines.size > 1) problems.push(`the ratings heading "${name}" breaks inside "${match[0]}"`);
    }
  }
  const [a, b] = (document.querySelector('h1')?.textContent ?? '').split(' vs ');
  const verdict = document.querySelector<HTMLElement>('[data-testid="pair-verdict"]');
  const text = verdict?.innerText ?? '';
  for (const name of [a, b])
    if (!text.includes(`Choose ${name ?? '?'} if`)) problems.push(`the verdict has no "Choose ${name} if"`);
  const words = text.split(/\s+/).filter(Boolean).length;
  if (words < 250) problems.push(`the verdict has ${words} words`);
  // A value's short mark ("Comparitech · Jun 2026 · weak source") is a label said on every value by design, not a
  // sentence.
  const marks = new Set(
    [...document.querySelectorAll('[data-provenance]')].map((el) =>
      el.textContent.replace(/\s+/g, ' ').trim(),
    ),
  );
  const counts = new Map<string, number>();
  for (const sentence of (document.querySelector('main')?.innerText ?? '').split(/\n+|(?<=[.!?])\s+/)) {
    const clean = sentence.replace(/\s+/g, ' ').trim();
    if (clean.split(' ').length >= 5 && !marks.has(clean)) counts.set(clean, (counts.get(clean) ?? 0) + 1);
  }
  for (const [sentence, count] of counts)
    if (count > 3) problems.push(`"${sentence.slice(0, 60)}" appears ${count} times`);
  return problems;
}

/** A provider page on a phone: its price and plans ("{Provider} Pricing") start within the first three screens. */
export function pricingDepthProblems(): string[] {
  const heading = document.querySelector('#pricing-title');
  if (!heading) return ['no pricing heading'];
  const top = heading.getBoundingClientRect().top + window.scrollY;
  return top < 3 * window.innerHeight
    ? []
    : [
        `the pricing starts ${Math.round(top)} px down, past the first three screens (${3 * window.innerHeight} px)`,
      ];
}

/** A ranking page: its column headings are whole, and its prose beyond the table has 150 to 300 words. */
export function rankingPageProblems(): string[] {
  const problems: string[] = [];
  for (const th of document.querySelectorAll('[data-testid="ranking"] thead th'))
    if (th.scrollWidth > th.clientWidth)
      problems.push(`the column heading "${th.textContent.trim()}" is cut`);
  const prose = [...document.querySelectorAll('[data-prose]')].map((p) => p.textContent).join(' ');
  const words = prose.split(/\s+/).filter(Boolean).length;
  if (words < 150 || words > 300) problems.push(`the ranking's prose has ${words} words, not 150 to 300`);
  return problems;
}

/**
 * The rankings hub names every leader of every ranking (`leaders`: ranking slug to the names that share its best
 * figure), with "Shared first place" where several share it and "First place" otherwise.
 */
export function rankingsHubProblems(leaders: Record<string, string[]>): string[] {
  const problems: string[] = [];
  for (const [slug, names] of Object.entries(leaders)) {
    const text = document.querySelector(`[data-ranking="${slug}"] [data-testid="leader"]`)?.textContent ?? '';
    for (const name of names)
      if (!text.includes(name)) problems.push(`${slug}: the leader ${name} is not named`);
    const label = names.length > 1 ? 'Shared first place' : 'First place';
    if (!text.includes(label)) problems.push(`${slug}: no "${label}"`);
  }
  return problems;
}

/** The home page's first screen (scrolled to the top) shows the top pick's name, score and price whole. */
export function firstScreenProblems(top: TopPick): string[] {
  window.scrollTo(0, 0);
  const card = document.querySelector('#reviews article');
  const inView = (el: Element | null | undefined) => {
    const box = el?.getBoundingClientRect();
    return (
      !!box && box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight && box.right <= innerWidth
    );
  };
  const heading = card?.querySelector('h2, h3');
  const score = [...(card?.querySelectorAll('*') ?? [])].find(
    (el) => el.children.length === 0 && el.textContent.trim() === top.score,
  );
  const price = card?.querySelector('[data-testid="card-price"]');
  const problems: string[] = [];
  if (heading?.textContent.trim() !== top.name) problems.push(`the first pick is not ${top.name}`);
  if (price?.textContent.trim() !== top.price) problems.push(`the first pick's price is not ${top.price}`);
  for (const [what, el] of [
    ['name', heading],
    [`score ${top.score}`, score],
    ['price', price],
  ] as const)
    if (!inView(el)) problems.push(`the top pick's ${what} is not on the first screen`);
  return problems;
}
