/**
 * The `client:interaction` directive (browser code, inlined by Astro in each page that uses it).
 *
 * An island hydrates on the visitor's first `pointerdown`, focus or key press inside it, so a page loads no
 * island code until someone reaches for it. Options (`client:interaction={{ ... }}`):
 * - `rootMargin` (CSS margin, e.g. "100%"): also hydrate when the island comes that close to the viewport;
 * - `urlQuery` (boolean): also hydrate at once when the address carries a query string (a shared, filtered view).
 *
 * A click on a plain button made before the island is live is replayed once it is, so the first tap is never
 * lost. Clicks the browser carries out itself (links, submit buttons) are left alone.
 *
 * In a built page Astro's own island runtime is not in the page either (src/lib/island-runtime.ts): each island
 * names its file, and this script, which runs as the page is read, watches the islands itself and loads that file
 * when one wakes. Astro then calls the directive below for each island, which hydrates the woken ones. Under
 * `astro dev` the runtime stays inline and calls the directive at once; the islands wait here until woken.
 */
import type { ClientDirective } from 'astro';
import { RUNTIME_URL_ATTRIBUTE } from '../lib/island-runtime';

/** The directive's options; both are optional. */
export interface InteractionOptions {
  rootMargin?: string;
  urlQuery?: boolean;
}

const TRIGGERS = ['pointerdown', 'focusin', 'keydown'] as const;
const ISLANDS = 'astro-island[client="interaction"]';

/** Islands a visitor has woken; the hydration of each that Astro has reached but that has not woken yet. */
const woken = new WeakSet<Element>();
const waiting = new WeakMap<Element, () => void>();
/** The plain button last clicked in each island that was not live yet. */
const pending = new WeakMap<Element, HTMLButtonElement>();

const islandOf = (target: EventTarget | null) => (target instanceof Element ? target.closest(ISLANDS) : null);

/** The button a click landed on when the browser has nothing of its own to do with it, else null. */
function replayableButton(target: EventTarget | null): HTMLButtonElement | null {
  const button = target instanceof Element ? target.closest('button') : null;
  return button?.type === 'button' ? button : null;
}

/** Wakes `island`: loads Astro's runtime if the page does not carry it, and hydrates the island once it is in. */
function wake(island: Element) {
  if (woken.has(island)) return;
  woken.add(island);
  const runtime = island.getAttribute(RUNTIME_URL_ATTRIBUTE);
  if (runtime && !customElements.get('astro-island') && !document.querySelector(`script[src="${runtime}"]`)) {
    const script = document.createElement('script');
    script.src = runtime;
    document.head.append(script);
  }
  waiting.get(island)?.();
}

/** The options written on the island (Astro's `opts` attribute: the directive's value under `value`). */
function optionsOf(island: Element): InteractionOptions {
  const value: unknown = (JSON.parse(island.getAttribute('opts') ?? '{}') as { value?: unknown }).value;
  return typeof value === 'object' && value !== null ? value : {};
}

/** Starts watching each island on the page for its own options, once the page has been read. */
function watch() {
  for (const island of document.querySelectorAll(ISLANDS)) {
    const { rootMargin, urlQuery } = optionsOf(island);
    if (urlQuery && location.search) wake(island);
    if (!rootMargin || woken.has(island)) continue;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        wake(island);
      },
      { rootMargin },
    );
    // The island element itself is display: contents; its children have the boxes.
    for (const child of island.children) observer.observe(child);
  }
}

for (const type of TRIGGERS)
  document.addEventListener(
    type,
    (event) => {
      const island = islandOf(event.target);
      if (island) wake(island);
    },
    true,
  );
document.addEventListener(
  'click',
  (event) => {
    const island = islandOf(event.target);
    const button = replayableButton(event.target);
    if (island?.hasAttribute('ssr') && button) pending.set(island, button);
  },
  true,
);
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', watch, { once: true });
else watch();

const interaction: ClientDirective = (load, _options, el) => {
  const hydrate = async () => {
    await (
      await load()
    )();
    // The renderer is live now; React hydrates the clicked part at once for a discrete event like this.
    const button = pending.get(el);
    if (button?.isConnected) button.click();
  };
  if (woken.has(el)) void hydrate();
  else waiting.set(el, () => void hydrate());
};

export default interaction;
