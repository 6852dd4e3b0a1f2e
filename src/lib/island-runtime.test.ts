import { describe, expect, it } from 'vitest';
import { cspHash } from './csp';
import { linkIslandRuntime } from './island-runtime';

const text = '(function(){customElements.define(`astro-island`,class extends HTMLElement{})})();';
const runtime = { text, hash: cspHash(text), url: '/_astro/astro-island.abc.js' };
const policy = `<meta http-equiv="content-security-policy" content="script-src 'self' ${cspHash('x')} ${runtime.hash}; style-src 'self'">`;
const island = (client: string) =>
  `<astro-island uid="a" ssr client="${client}" opts="{}"><p>Reviews</p></astro-island>`;
const page = (body: string) =>
  `<html><head>${policy}</head><body><script>${text}</script>${body}</body></html>`;

describe('linkIslandRuntime', () => {
  it("takes the runtime out of a page whose islands wait for a visitor, and names its file on each island in place of Astro's uid", () => {
    const html = linkIslandRuntime(page(island('interaction') + island('interaction')), runtime);
    expect(html).not.toContain(text);
    expect(html.match(/<astro-island runtime-url="\/_astro\/astro-island\.abc\.js" ssr /g)).toHaveLength(2);
    expect(html).not.toContain('uid=');
    // The page's policy no longer allows the inline copy; the other hashes stay.
    expect(html).toContain(`script-src 'self' ${cspHash('x')}; style-src 'self'`);
  });

  it('leaves a page without islands as it is', () => {
    const html = `<html><head>${policy}</head><body><script>${text}</script></body></html>`;
    expect(linkIslandRuntime(html, runtime)).toBe(html);
  });

  it('refuses an island that needs the runtime at once, and a page whose runtime Astro wrote otherwise', () => {
    expect(() => linkIslandRuntime(page(island('load')), runtime)).toThrow(
      /client="load".*client:interaction/,
    );
    const other = page(island('interaction')).replace(text, `${text} `);
    expect(() => linkIslandRuntime(other, runtime)).toThrow(/the runtime is not inline/);
    const unkeyed = page(island('interaction')).replace('uid="a" ', '');
    expect(() => linkIslandRuntime(unkeyed, runtime)).toThrow(/without a leading uid/);
  });
});
