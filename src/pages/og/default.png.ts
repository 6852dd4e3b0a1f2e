/** The default social image (1200x630) for pages without their own. */
import type { APIRoute } from 'astro';
import { getComparisonServices } from '../../data/content';
import { pngResponse, socialCardPng } from '../../images/og-image';

export const GET: APIRoute = async () =>
  pngResponse(
    await socialCardPng({
      kicker: 'Independent VPN reviews',
      title: `Compare ${String((await getComparisonServices()).length)} VPNs side by side`,
      footer: 'Prices, refunds, devices and jurisdictions. Rankings never for sale.',
    }),
  );
