/**
 * Astro's island runtime out of the page. Astro writes its runtime (the `astro-island` element, about 4.9 KB,
 * 1.6 KB at Brotli 11) inline before a page's first island, with no option to load it from a file (Astro's issue
 * #17017). Every island here waits for a visitor (`client:interaction`, src/islands/interaction-directive.ts),
 * so the runtime is needed only then: after the build (src/integrations/client-interaction.ts) each page's copy
 * is replaced by the URL of one file, which the directive loads when a visitor wakes an island. A provider page
 * then fits its first screen's CSS in the first round trip.
 */
/** The attribute, on each island, naming the file that holds Astro's runtime. */
export const RUNTIME_URL_ATTRIBUTE = 'runtime-url';

/** Astro's island runtime: its text as Astro inlines it, that text's CSP source (`cspHash`), and its file's URL. */
export interface IslandRuntime {
  text: string;
  hash: string;
  url: string;
}

/**
 * The page with its inline copy of the runtime removed, the copy's hash taken out of the page's CSP <meta>, and
 * the runtime's URL on every island in place of its `uid`. (Astro's `uid` is a key of its own rendering, read by
 * nothing in the browser; it hashes the component's file path, so a page's compressed size changed with the folder
 * it was built in, by up to about 90 B.) A page without islands comes back unchanged.
 * Throws when the page has an island whose directive is not `interaction` (it would need the runtime at once), or
 * has islands but not the exact inline runtime, or an island not opening with its uid (Astro changed how it writes
 * them: this step must follow).
 */
export function linkIslandRuntime(html: string, runtime: IslandRuntime): string {
  const islands = html.match(/<astro-island\b[^>]*>/g) ?? [];
  if (islands.length === 0) return html;
  const eager = islands.find((tag) => !/\sclient="interaction"/.test(tag));
  const unkeyed = islands.find((tag) => !tag.startsWith('<astro-island uid="'));
  if (eager)
    throw new Error(
      `an island that does not wait for a visitor (${/\sclient="[^"]*"/.exec(eager)?.[0].trim() ?? 'no client'}) needs Astro's runtime inline; use client:interaction`,
    );
  const inline = `<script>${runtime.text}</script>`;
  if (unkeyed || !html.includes(inline))
    throw new Error(
      `Astro's island markup is not as Astro 7 writes it (${unkeyed ? `an island without a leading uid: ${unkeyed}` : 'the runtime is not inline'}): src/lib/island-runtime.ts must follow how this Astro writes it`,
    );
  return html
    .replace(inline, '')
    .replace(` ${runtime.hash}`, '')
    .replace(/<astro-island uid="[^"]*" /g, `<astro-island ${RUNTIME_URL_ATTRIBUTE}="${runtime.url}" `);
}
