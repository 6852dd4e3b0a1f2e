/**
 * After the build, before the CSP header is written: each page gets its first screen's rules
 * (src/lib/critical-css.ts) as a hashed <style> in its head, and its stylesheet link after that screen at low
 * priority. A page whose HTML would then pass FIRST_FLIGHT_BYTES as served keeps its link in the head
 * (logged). All of a page's CSS inline was measured slower to first paint (a compare page: 702 ms, not 650).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AstroIntegration } from 'astro';
import { afterBuild, mapBuiltFiles } from './after-build';
import { firstScreenEnd, firstScreenRules, inlineCritical } from '../lib/critical-css';
import { FIRST_FLIGHT_BYTES, brotli11Sync, brotli11Within } from '../lib/precompress';
import { withoutMetaPolicy } from '../lib/csp';

/** Brotli 11 bytes of a page as served: csp-headers, which runs next, moves its CSP <meta> into the header. */
const served = (html: string) => brotli11Sync(Buffer.from(withoutMetaPolicy(html))).length;
const fits = (html: string) => brotli11Within(Buffer.from(withoutMetaPolicy(html)), FIRST_FLIGHT_BYTES);

export default function criticalCss(): AstroIntegration {
  return afterBuild('critical-css', async (out, logger) => {
    // Each page: null once it carries its first screen's CSS, else why it keeps its link.
    const kept = await mapBuiltFiles(out, ['.html'], async (page) => {
      const end = firstScreenEnd(page.text);
      const css = end === undefined ? undefined : await firstScreenRules(page.text, end, out);
      const html = css && end !== undefined ? inlineCritical(page.text, css, end) : undefined;
      if (html === undefined || !fits(html)) return `${page.file} (${html ? served(html) : '?'} B)`;
      await writeFile(path.join(out, page.file), html);
      return null;
    });
    const blocking = kept.filter((line): line is string => line !== null);
    logger.info(
      `${kept.length - blocking.length} of ${kept.length} pages carry their first screen's CSS inline`,
    );
    if (blocking.length > 0)
      logger.warn(
        `${blocking.length} keep a render-blocking stylesheet (would not fit 14 KB): ${blocking.join(' ')}`,
      );
  });
}
