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
 */
import type { ClientDirective } from 'astro';

/** The directive's options; both are optional. */
export interface InteractionOptions {
  rootMargin?: string;
  urlQuery?: boolean;
}

const TRIGGERS = ['pointerdown', 'focusin', 'keydown'] as const;

/** The button a click landed on when the browser has nothing of its own to do with it, else null. */
function replayableButton(target: EventTarget | null): HTMLButtonElement | null {
  const button = target instanceof Element ? target.closest('button') : null;
  return button?.type === 'button' ? button : null;
}

const interaction: ClientDirective = (load, options, el) => {
  // Astro types the value as a string, but passes the attribute's value as written: an object, or true.
  const value: unknown = options.value;
  const settings = (typeof value === 'object' && value !== null ? value : {}) as InteractionOptions;
  let pending: HTMLButtonElement | null = null;
  let observer: IntersectionObserver | undefined;

  const remember = (event: Event) => {
    pending = replayableButton(event.target) ?? pending;
  };
  const hydrate = async () => {
    for (const type of TRIGGERS) el.removeEventListener(type, start, true);
    observer?.disconnect();
    await (
      await load()
    )();
    el.removeEventListener('click', remember, true);
    // The renderer is live now; React hydrates the clicked part at once for a discrete event like this.
    if (pending?.isConnected) pending.click();
  };
  const start = () => void hydrate();

  el.addEventListener('click', remember, true);
  for (const type of TRIGGERS) el.addEventListener(type, start, { capture: true, once: true });
  if (settings.urlQuery && location.search) {
    start();
    return;
  }
  if (settings.rootMargin) {
    observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) start();
      },
      { rootMargin: settings.rootMargin },
    );
    // The island element itself is display: contents; its children have the boxes.
    for (const child of el.children) observer.observe(child);
  }
};

export default interaction;
