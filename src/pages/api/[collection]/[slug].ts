/**
 * GET /api/vpn-services/{slug} (one VpnService) and /api/guides/{slug} (one Guide), prerendered one file per slug.
 * An unknown slug has no file, and the api-not-found function answers 404 JSON instead.
 */
import type { APIRoute, GetStaticPaths, InferGetStaticPropsType } from 'astro';
import { guideToJson, serviceToJson } from '../../../data/api-shapes';
import { getGuides, getServices } from '../../../data/content';

export const getStaticPaths = (async () => [
  ...(await getServices()).map((service) => ({
    params: { collection: 'vpn-services', slug: service.slug },
    props: { json: serviceToJson(service) },
  })),
  ...(await getGuides()).map((guide) => ({
    params: { collection: 'guides', slug: guide.slug },
    props: { json: guideToJson(guide) },
  })),
]) satisfies GetStaticPaths;

export const GET: APIRoute<InferGetStaticPropsType<typeof getStaticPaths>> = ({ props }) =>
  Response.json(props.json);
