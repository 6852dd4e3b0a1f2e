/** favicon.ico (16, 32 and 48 pixels) for browsers and tools that ask for it by name. */
import type { APIRoute } from 'astro';
import pngToIco from 'png-to-ico';
import { MARK, renderPng } from '../build/og-image';

export const GET: APIRoute = async () => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">${MARK}</svg>`;
  const pngs = await Promise.all([16, 32, 48].map((size) => renderPng(svg, size)));
  return new Response(new Uint8Array(await pngToIco(pngs)), { headers: { 'Content-Type': 'image/x-icon' } });
};
