/**
 * After the build, before the CSP header is written: takes the stylesheet off the critical path of every page.
 * For each family of pages (the pages of one folder, or one page at the root), the rules its pages use are found
 * with beasties (src/lib/critical-css.ts); a page whose HTML with those rules inline stays within
 * FIRST_FLIGHT_BYTES as served (without the CSP <meta>, which csp-headers moves into the header) gets them as a <style> in its head (hashed into its CSP) and its stylesheet link moved to the
 * end of <body> at low priority, where it neither blocks the first paint nor the parser before it. A page that
 * would not fit gets the rules of its first screen only (its header and the block of <main> holding its <h1>) and
 * the link right after that block: the browser paints the first screen as the HTML arrives and shows the rest once
 * the stylesheet is in. A page that would not fit even so keeps its link in the head (logged), so it is never
 * pushed into a second round trip.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AstroIntegration } from 'astro';
import { afterBuild, readBuiltFiles } from './after-build';
import { familyOf, familyRules, firstScreenEnd, firstScreenRules, inlineCritical } from '../lib/critical-css';
import { FIRST_FLIGHT_BYTES, brotli11Sync } from '../lib/precompress';
import { withoutMetaPolicy } from '../lib/csp';

/** Brotli 11 bytes of a page as served: csp-headers, which runs next, moves its CSP <meta> into the header. */
const served = (html: string) => brotli11Sync(Buffer.from(withoutMetaPolicy(html))).length;
const fits = (html: string) => served(html) <= FIRST_FLIGHT_BYTES;

export default function criticalCss(): AstroIntegration {
  return afterBuild('critical-css', async (out, logger) => {
    const pages = await readBuiltFiles(out, ['.html']);
    const families = Map.groupBy(pages, ({ file }) => familyOf(file));
    let whole = 0;
    const firstScreen: string[] = [];
    const blocking: string[] = [];
    for (const members of families.values()) {
      const rules = await familyRules(
        members.map((p) => p.text),
        out,
      );
      if (!rules) continue;
      for (const page of members) {
        let html = inlineCritical(page.text, rules);
        if (html !== undefined && fits(html)) whole++;
        else {
          const css = await firstScreenRules(page.text, out);
          html = css && inlineCritical(page.text, css, firstScreenEnd(page.text));
          if (html === undefined || !fits(html)) {
            blocking.push(`${page.file} (${html ? served(html) : '?'} B)`);
            continue;
          }
          firstScreen.push(page.file);
        }
        await writeFile(path.join(out, page.file), html);
      }
    }
    logger.info(
      `${whole} of ${pages.length} pages carry all their CSS inline, stylesheet at the end; ` +
        `${firstScreen.length} their first screen's, stylesheet after it (${firstScreen.join(' ')})`,
    );
    if (blocking.length > 0)
      logger.warn(
        `${blocking.length} keep a render-blocking stylesheet (would not fit 14 KB): ${blocking.join(' ')}`,
      );
  });
}
