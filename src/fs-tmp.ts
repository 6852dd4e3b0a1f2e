import { readFileSync } from 'node:fs';
import { firstScreenEnd, firstScreenRules, inlineCritical } from './lib/critical-css';
import { brotli11Sync } from './lib/precompress';
const meta = '<meta http-equiv="content-security-policy" content="default-src \'self\'; style-src \'self\'">';
const size = (s: string) => brotli11Sync(Buffer.from(s)).length;
for (const f of process.argv.slice(2)) {
  const h = readFileSync(`/work/wt/perf/dist/${f}`, 'utf8').replace('<head>', '<head>' + meta);
  const css = (await firstScreenRules(h, '/work/wt/perf/dist'))!;
  const at = firstScreenEnd(h);
  const base = size(inlineCritical(h, css, at)!);
  const variants: Record<string, string> = {
    noProps: css.replace(/@layer properties\{@supports[^{]*\{[^{}]*\{[^}]*\}\}\}/, ''),
    noTransition: css.replace(/\.transition[\w-]*\{[^}]*\}/g, ''),
    noFocus: css.replace(/[^{}]*:focus[^{}]*\{[^{}]*\}/g, ''),
  };
  console.log(f, base, Object.entries(variants).map(([k, v]) => `${k} ${base - size(inlineCritical(h, v, at)!)}`).join(' '));
}
