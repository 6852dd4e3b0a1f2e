/**
 * /og/vpn/{slug}.png (a provider's name, score and network) and /og/guides/{slug}.png (a guide's category, title
 * and date): 1200x630 social cards drawn at build.
 */
import type { APIRoute, GetStaticPaths, InferGetStaticPropsType } from 'astro';
import { getGuides, getServices } from '../../../data/content';
import { networkText } from '../../../lib/fact-values';
import { formatDate } from '../../../lib/format';
import { formatScore } from '../../../lib/score';
import { pngResponse, socialCardPng } from '../../../images/og-image';

export const getStaticPaths = (async () => [
  ...(await getServices()).map((service) => ({
    params: { kind: 'vpn', slug: service.slug },
    props: {
      kicker: 'VPN review',
      title: `${service.name} review`,
      footer: `Our score ${formatScore(service.score.overall)} · ${networkText(service)}`,
    },
  })),
  ...(await getGuides()).map((guide) => ({
    params: { kind: 'guides', slug: guide.slug },
    props: {
      kicker: guide.category,
      title: guide.title,
      footer: guide.updatedAt
        ? `VPN guide · Updated ${formatDate(guide.updatedAt)}`
        : `VPN guide · Published ${formatDate(guide.publishedAt)}`,
    },
  })),
]) satisfies GetStaticPaths;

export const GET: APIRoute<InferGetStaticPropsType<typeof getStaticPaths>> = async ({ props }) =>
  pngResponse(await socialCardPng(props));
