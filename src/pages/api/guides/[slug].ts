/**
 * GET /api/guides/{slug}: one Guide (prerendered, one file per slug). An unknown slug has no file,
 * and the api-not-found function answers 404 JSON instead.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { guideToJson } from '../../../data/api-shapes';
import { getGuides, type Guide } from '../../../data/content';

export const getStaticPaths = (async () =>
  (await getGuides()).map((guide) => ({
    params: { slug: guide.slug },
    props: { guide },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => Response.json(guideToJson((props as { guide: Guide }).guide));
