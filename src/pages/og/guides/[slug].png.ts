/** /og/guides/{slug}.png: a guide's 1200x630 social card (category, title, date), drawn at build. */
import type { APIRoute, GetStaticPaths, InferGetStaticPropsType } from 'astro';
import { getGuides } from '../../../data/content';
import { formatDate } from '../../../lib/format';
import { pngResponse, socialCardPng } from '../../../images/og-image';

export const getStaticPaths = (async () =>
  (await getGuides()).map((guide) => ({
    params: { slug: guide.slug },
    props: { guide },
  }))) satisfies GetStaticPaths;

type Props = InferGetStaticPropsType<typeof getStaticPaths>;

export const GET: APIRoute<Props> = async ({ props: { guide } }) => {
  return pngResponse(
    await socialCardPng({
      kicker: guide.category,
      title: guide.title,
      footer: guide.updatedAt
        ? `VPN guide · Updated ${formatDate(guide.updatedAt)}`
        : `VPN guide · Published ${formatDate(guide.publishedAt)}`,
    }),
  );
};
