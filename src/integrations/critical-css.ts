/**
 * After the build, before the CSP header is written: takes the stylesheet off the critical path wherever the page
 * still fits the first round trip. For each family of pages (the pages of one folder, or one page at the root), the
 * rules its pages use are found with beasties (src/lib/critical-css.ts); a page whose HTML with those rules inline
 * stays within FIRST_FLIGHT_BYTES gets them as a <style> in its head (hashed into its CSP) and its stylesheet link
 * moved to the end of <body> at low priority, where it neither blocks the first paint nor the parser before it; a
 * page that would not fit keeps its link in the head, so it is never pushed into a second round trip.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AstroIntegration } from 'astro';
import { afterBuild, readBuiltFiles } from './after-build';
import { familyOf, familyRules, inlineCritical } from '../lib/critical-css';
import { FIRST_FLIGHT_BYTES, brotli11Sync } from '../lib/precompress';

export default function criticalCss(): AstroIntegration {
  return afterBuild('critical-css', async (out, logger) => {
    const pages = await readBuiltFiles(out, ['.html']);
    const families = Map.groupBy(pages, ({ file }) => familyOf(file));
    let inlined = 0;
    for (const members of families.values()) {
      const rules = await familyRules(
        members.map((p) => p.text),
        out,
      );
      if (!rules) continue;
      for (const page of members) {
        const html = inlineCritical(page.text, rules);
        if (!html || brotli11Sync(Buffer.from(html)).length > FIRST_FLIGHT_BYTES) continue;
        await writeFile(path.join(out, page.file), html);
        inlined++;
      }
    }
    logger.info(`${inlined} of ${pages.length} pages carry their CSS inline, stylesheet at the end`);
  });
}
