/**
 * The `client:interaction` directive (browser code, inlined by Astro in each page that uses it): an island
 * hydrates on the visitor's first `pointerdown`, focus or key press inside it. Options:
 * - `rootMargin` (CSS margin, e.g. "100%"): also hydrate when the island comes that close to the viewport;
 * - `urlQuery` (boolean): also hydrate at once when the address carries a query string.
 * A click on a plain button before the island is live is replayed once it is (links and submit buttons the
 * browser follows itself). Built pages lack Astro's island runtime (src/lib/island-runtime.ts): this script
 * loads its file when an island wakes; under `astro dev` the runtime stays inline and islands wait here.
 */
import type { ClientDirective } from 'astro';
import { RUNTIME_URL_ATTRIBUTE } from '../lib/island-runtime';

/** The directive's options; both are optional. */
export interface InteractionOptions {
  rootMargin?: string;
  urlQuery?: boolean;
}

const ISLANDS = 'astro-island[client="interaction"]';

/** Islands a visitor has woken; the hydration of each that Astro has reached but that has not woken yet. */
const woken = new WeakSet<Element>();
const waiting = new WeakMap<Element, () => Promise<void>>();
/** The plain button last clicked in an island that was not live yet. */
let pending: HTMLButtonElement | null = null;
let runtimeRequested = false;

/** Wakes `island`: loads Astro's runtime if the page does not carry it, and hydrates the island once it is in. */
function wake(island: Element) {
  if (woken.has(island)) return;
  woken.add(island);
  const runtime = island.getAttribute(RUNTIME_URL_ATTRIBUTE);
  if (runtime && !runtimeRequested && !customElements.get('astro-island')) {
    runtimeRequested = true;
    document.head.append(Object.assign(document.createElement('script'), { src: runtime }));
  }
  void waiting.get(island)?.();
}

// A touch, focus or key press in an island wakes it; a click on a plain button in one not live yet is kept.
for (const type of ['pointerdown', 'focusin', 'keydown', 'click'])
  document.addEventListener(
    type,
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const island = target?.closest(ISLANDS);
      if (!island) return;
      if (type !== 'click') wake(island);
      const button = target?.closest('button');
      if (island.hasAttribute('ssr') && button?.type === 'button') pending = button;
    },
    true,
  );

// Once the page is read, each island's own options (Astro's `opts` attribute holds the directive's value).
document.addEventListener('DOMContentLoaded', () => {
  for (const island of document.querySelectorAll(ISLANDS)) {
    const options = (JSON.parse(island.getAttribute('opts') ?? '{}') as { value?: InteractionOptions }).value;
    if (options?.urlQuery && location.search) wake(island);
    else if (options?.rootMargin) {
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          wake(island);
        },
        { rootMargin: options.rootMargin },
      );
      // The island element itself is display: contents; its children have the boxes.
      for (const child of island.children) observer.observe(child);
    }
  }
});

const interaction: ClientDirective = (load, _options, el) => {
  const hydrate = async () => {
    await (
      await load()
    )();
    // The renderer is live now; React hydrates the clicked part at once for a discrete event like this.
    if (pending && el.contains(pending)) pending.click();
  };
  if (woken.has(el)) void hydrate();
  else waiting.set(el, hydrate);
};

export default interaction;
