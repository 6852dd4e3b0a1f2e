/** /og/vpn/{slug}.png: a provider's 1200x630 social card (name, score, network), drawn at build. */
import type { APIRoute, GetStaticPaths, InferGetStaticPropsType } from 'astro';
import { getServices } from '../../../data/content';
import { networkText } from '../../../lib/fact-values';
import { pngResponse, socialCardPng } from '../../../images/og-image';
import { formatScore } from '../../../lib/score';

export const getStaticPaths = (async () =>
  (await getServices()).map((service) => ({
    params: { slug: service.slug },
    props: { service },
  }))) satisfies GetStaticPaths;

type Props = InferGetStaticPropsType<typeof getStaticPaths>;

export const GET: APIRoute<Props> = async ({ props: { service } }) => {
  return pngResponse(
    await socialCardPng({
      kicker: 'VPN review',
      title: `${service.name} review`,
      footer: `Our score ${formatScore(service.score.overall)} · ${networkText(service)}`,
    }),
  );
};
