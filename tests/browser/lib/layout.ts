/**
 * What a reader would see as broken layout, measured inside the page at the current viewport. Run with
 * `page.evaluate(layoutProblems, width)`; each problem is one readable line naming the element.
 *
 * Rules:
 * - the document is no wider than the viewport, and a phone has no reason to zoom out (layout viewport = width);
 * - no element reaches past the viewport's left or right edge, unless it sits in a region that scrolls sideways on
 *   purpose (`overflow-x: auto | scroll`); the outermost such element is named with the content that makes it so
 *   wide (its min-content width, followed down to one element or one row);
 * - no text is painted outside the viewport, or past a box that hides its overflow (`overflow: hidden | clip`),
 *   except deliberate cuts: a line clamp (`-webkit-line-clamp`, which ends in an ellipsis), visually hidden text
 *   (a 1 px box or a clipped one, as `.sr-only` and honeypots use) and a closed drawer parked off screen;
 * - no button, link or summary is narrower than its own content (`scrollWidth > clientWidth`), and a select is
 *   wide enough for the option it shows.
 *
 * The function is serialised into the page: it must not use anything from outside its own body.
 */
export function layoutProblems(viewportWidth: number): string[] {
  const problems: string[] = [];
  // Half a pixel: a box 0.8 px too wide already makes a phone zoom out to fit it.
  const tolerance = 0.5;
  const name = (el: Element): string => {
    const testId = el.getAttribute('data-testid');
    const label = el.getAttribute('aria-label');
    const text = el.textContent.replace(/\s+/g, ' ').trim().slice(0, 40);
    const path: string[] = [];
    for (
      let node: Element | null = el;
      node && node !== document.body && path.length < 3;
      node = node.parentElement
    )
      path.unshift(node.tagName.toLowerCase() + (node.id ? `#${node.id}` : ''));
    return `${path.join(' > ')}${testId ? `[data-testid=${testId}]` : ''}${label ? `[aria-label="${label}"]` : ''} "${text}"`;
  };

  const doc = document.documentElement;
  if (doc.scrollWidth > viewportWidth + tolerance)
    problems.push(`the page is ${doc.scrollWidth} px wide in a ${viewportWidth} px viewport`);
  if (window.innerWidth !== viewportWidth)
    problems.push(
      `the layout viewport is ${window.innerWidth} px wide, not ${viewportWidth} px (zoomed out to fit)`,
    );

  /** The nearest ancestor that clips or scrolls its overflow in x (or y), per element; null: only the viewport. */
  const clippers = new Map<Element, { x: Element | null; y: Element | null }>();
  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (el: Element) => {
    let s = styles.get(el);
    if (!s) styles.set(el, (s = getComputedStyle(el)));
    return s;
  };
  const clipperOf = (el: Element): { x: Element | null; y: Element | null } => {
    const known = clippers.get(el);
    if (known) return known;
    const parent = el.parentElement;
    let result: { x: Element | null; y: Element | null } = { x: null, y: null };
    if (parent && parent !== document.body && parent !== doc) {
      const up = clipperOf(parent);
      const s = style(parent);
      const fixed = s.position === 'fixed';
      result = {
        x: s.overflowX !== 'visible' ? parent : fixed ? null : up.x,
        y: s.overflowY !== 'visible' ? parent : fixed ? null : up.y,
      };
    }
    clippers.set(el, result);
    return result;
  };
  const scrolls = (el: Element, axis: 'x' | 'y') =>
    ['auto', 'scroll'].includes(axis === 'x' ? style(el).overflowX : style(el).overflowY);
  /** A 1 px box hiding its content: screen-reader-only text or a honeypot, hidden on purpose. */
  const visuallyHidden = (el: Element | null): boolean => {
    for (let node = el; node && node !== doc; node = node.parentElement) {
      const r = node.getBoundingClientRect();
      const s = style(node);
      if ((r.width <= 1 || r.height <= 1) && s.overflow !== 'visible') return true;
      if (s.position === 'absolute' && (s.getPropertyValue('clip') !== 'auto' || s.clipPath === 'inset(50%)'))
        return true;
    }
    return false;
  };
  const clamped = (el: Element) => style(el).webkitLineClamp !== 'none';
  // Each element is named once; past five of a kind, the rest are counted rather than listed.
  const reported = new Set<Element>();
  const kinds = new Map<string, number>();
  const report = (el: Element, what: string, kind: string) => {
    if (reported.has(el)) return;
    reported.add(el);
    const seen = (kinds.get(kind) ?? 0) + 1;
    kinds.set(kind, seen);
    if (seen <= 5) problems.push(`${name(el)} ${what}`);
  };

  /** An element's width when laid out as narrow as its content allows (its min-content width), margins included. */
  const minContent = (el: HTMLElement) => {
    const width = el.style.width;
    el.style.width = 'min-content';
    const s = style(el);
    const needed = el.getBoundingClientRect().width + parseFloat(s.marginLeft) + parseFloat(s.marginRight);
    el.style.width = width;
    return needed;
  };
  /**
   * What makes a box too wide: from the box down, the child whose content needs the most width, while one child
   * alone needs (nearly) all of it; where the need comes from several children side by side, that row is named.
   */
  const widestContent = (box: Element) => {
    /** Children as laid out: those of a `display: contents` wrapper (an island) count as the wrapper's parent's. */
    const laidOutChildren = (el: Element): HTMLElement[] =>
      [...el.children].flatMap((child) =>
        style(child).display === 'contents'
          ? laidOutChildren(child)
          : child instanceof HTMLElement && child.getBoundingClientRect().width > 0 && !visuallyHidden(child)
            ? [child]
            : [],
      );
    let node = box as HTMLElement;
    let needed = minContent(node);
    for (;;) {
      const s = style(node);
      const inner =
        needed -
        [s.paddingLeft, s.paddingRight, s.borderLeftWidth, s.borderRightWidth].reduce(
          (sum, v) => sum + parseFloat(v),
          0,
        );
      let widest: HTMLElement | null = null;
      let widestNeed = 0;
      for (const child of laidOutChildren(node)) {
        const need = minContent(child);
        if (need > widestNeed) [widest, widestNeed] = [child, need];
      }
      if (!widest || widestNeed < inner - 2) break;
      [node, needed] = [widest, widestNeed];
    }
    return `${name(node)} needs ${Math.round(needed)} px`;
  };

  /** Inside a fixed panel parked wholly off screen (a closed drawer): not painted where a reader looks. */
  const parkedOffScreen = (el: Element) => {
    for (let node: Element | null = el; node && node !== document.body; node = node.parentElement) {
      if (style(node).position !== 'fixed') continue;
      const r = node.getBoundingClientRect();
      return r.left >= viewportWidth || r.right <= 0;
    }
    return false;
  };

  // Boxes: the outermost element reaching past the viewport's edge (its descendants are not listed again), and
  // the content that makes it so wide.
  const outside = new Set<Element>();
  const insideOutside = (el: Element | null) => {
    for (let node = el; node; node = node.parentElement) if (outside.has(node)) return true;
    return false;
  };
  for (const el of document.body.querySelectorAll('*')) {
    if (el.parentElement && outside.has(el.parentElement)) {
      outside.add(el);
      continue;
    }
    if (clipperOf(el).x) continue;
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    if (rect.right <= viewportWidth + tolerance && rect.left >= -tolerance) continue;
    if (visuallyHidden(el)) continue;
    if (parkedOffScreen(el)) continue;
    outside.add(el);
    report(
      el,
      `reaches past the viewport's edge (x ${Math.round(rect.left)} to ${Math.round(rect.right)}); widest content: ${widestContent(el)}`,
      'reach past the viewport',
    );
  }

  // Text, each text node's painted extent.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim()) continue;
    if (parent.closest('script, style, template, noscript')) continue;
    range.selectNodeContents(node);
    const rect = range.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) continue;
    const own = clipperOf(parent);
    const parentStyle = style(parent);
    const clipX = parentStyle.overflowX !== 'visible' ? parent : own.x;
    const clipY = parentStyle.overflowY !== 'visible' ? parent : own.y;
    if (!clipX && parkedOffScreen(parent)) continue;
    if (!clipX) {
      if (!insideOutside(parent) && (rect.right > viewportWidth + tolerance || rect.left < -tolerance))
        report(
          parent,
          `has text painted outside the viewport (x ${Math.round(rect.left)} to ${Math.round(rect.right)})`,
          'have text outside the viewport',
        );
    } else if (!scrolls(clipX, 'x') && !visuallyHidden(clipX)) {
      const box = clipX.getBoundingClientRect();
      const left = box.left + clipX.clientLeft;
      const right = left + clipX.clientWidth;
      if (rect.right > right + tolerance || rect.left < left - tolerance)
        report(
          parent,
          `has text cut by ${clipX === parent ? 'its own box' : name(clipX)} (text ${Math.round(rect.width)} px, box ${clipX.clientWidth} px)`,
          'have text cut at the side',
        );
    }
    if (clipY && !scrolls(clipY, 'y') && !visuallyHidden(clipY) && !clamped(clipY)) {
      const box = clipY.getBoundingClientRect();
      const top = box.top + clipY.clientTop;
      const bottom = top + clipY.clientHeight;
      if (rect.bottom > bottom + tolerance || rect.top < top - tolerance)
        report(
          parent,
          `has text cut at the top or bottom by ${clipY === parent ? 'its own box' : name(clipY)}`,
          'have text cut at the top or bottom',
        );
    }
  }

  // Controls: wide enough for their own label.
  for (const el of document.body.querySelectorAll('button, a, select, summary, [role="button"]')) {
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0 || visuallyHidden(el)) continue;
    const tag = el.tagName.toLowerCase();
    if (['button', 'summary', 'a'].includes(tag) || el.getAttribute('role') === 'button') {
      if (style(el).display !== 'inline' && el.scrollWidth > el.clientWidth + tolerance && el.clientWidth > 0)
        report(
          el,
          `is narrower than its label (${el.clientWidth} px for ${el.scrollWidth} px)`,
          'are narrower than their label',
        );
    }
    if (tag === 'select') {
      const select = el as HTMLSelectElement;
      const s = style(select);
      const context = document.createElement('canvas').getContext('2d');
      if (context) {
        context.font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
        const text = select.selectedOptions[0]?.text ?? '';
        const needed = context.measureText(text).width;
        const available = select.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight) - 16; // the arrow
        if (needed > available + tolerance)
          report(
            select,
            `shows "${text}" cut (${Math.round(needed)} px of text in ${Math.round(available)} px)`,
            'show their choice cut',
          );
      }
    }
  }
  for (const [kind, count] of kinds)
    if (count > 5) problems.push(`…and ${count - 5} more elements that ${kind}`);
  return problems;
}

/**
 * Lays out every section that `content-visibility: auto` skips while it is off screen (the site's `below-fold`
 * utility), as a reader who scrolls there sees it: checks of the whole page then measure those sections too,
 * instead of their placeholder boxes.
 */
export function renderWholePage(): void {
  for (const el of document.querySelectorAll<HTMLElement>('*'))
    if (getComputedStyle(el).contentVisibility === 'auto') el.style.contentVisibility = 'visible';
}

/**
 * What scrolls sideways: the document when it is wider than the viewport, and every element that scrolls in x
 * (`overflow-x: auto | scroll`) and holds more than its width (scrollWidth > clientWidth). Each as one readable line.
 * Serialised into the page: it uses nothing from outside its own body.
 */
export function sidewaysScrollers(): string[] {
  const found: string[] = [];
  const doc = document.documentElement;
  if (doc.scrollWidth > window.innerWidth)
    found.push(`the document is ${doc.scrollWidth} px wide in a ${window.innerWidth} px viewport`);
  for (const el of document.querySelectorAll<HTMLElement>('body *')) {
    const { overflowX } = getComputedStyle(el);
    if ((overflowX === 'auto' || overflowX === 'scroll') && el.scrollWidth > el.clientWidth)
      found.push(
        `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('aria-label') ? `[aria-label="${el.getAttribute('aria-label')}"]` : ''} scrolls sideways: ${el.scrollWidth} px in ${el.clientWidth} px`,
      );
  }
  return found;
}
