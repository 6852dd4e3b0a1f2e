/** GET /api/guides: every Guide, newest first (prerendered; rewritten from the clean path). */
import type { APIRoute } from 'astro';
import { guideToJson, json } from '../../lib/api';
import { getGuides } from '../../lib/content';

export const GET: APIRoute = async () => json((await getGuides()).map(guideToJson));
