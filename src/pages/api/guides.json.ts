/** GET /api/guides: every Guide, newest first (prerendered; rewritten from the clean path). */
import type { APIRoute } from 'astro';
import { guideToJson } from '../../data/api-shapes';
import { getGuides } from '../../data/content';

export const GET: APIRoute = async () => Response.json((await getGuides()).map(guideToJson));
