/**
 * Astro's island runtime out of the page. Astro inlines it (about 4.9 KB, 1.6 KB at Brotli 11) before a
 * page's first island, with no option to load it from a file (Astro's issue #17017). Every island here waits
 * for a visitor (src/islands/interaction-directive.ts), so after the build
 * (src/integrations/client-interaction.ts) each page's copy becomes the URL of one file, which the directive
 * loads when an island wakes.
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
 * The page without its inline runtime and the runtime's hash in its CSP <meta>, each island naming the
 * runtime's URL in place of its `uid` (read by nothing in the browser, and a hash of the build's folder).
 * Throws on an island not `client:interaction`, or on islands without the exact inline runtime or a leading
 * uid (Astro changed how it writes them: this step must follow). A page without islands is returned as is.
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
