/** The default social image (1200x630) for pages without their own. */
import type { APIRoute } from 'astro';
import { renderPng, socialCardSvg } from '../../build/og-image';

export const GET: APIRoute = async () => {
  const svg = socialCardSvg({
    kicker: 'Independent VPN reviews',
    title: 'Compare 12 VPNs side by side',
    footer: 'Prices, refunds, devices and jurisdictions. Rankings never for sale.',
  });
  return new Response(new Uint8Array(await renderPng(svg, 1200, 630)), {
    headers: { 'Content-Type': 'image/png' },
  });
};
