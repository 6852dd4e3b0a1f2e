/** GET /api/guides/featured: the featured Guide list of the home page's #guides section, newest first (prerendered). */
import type { APIRoute } from 'astro';
import { guideToJson, json } from '../../../lib/api';
import { getFeaturedGuides } from '../../../lib/content';

export const GET: APIRoute = async () => json((await getFeaturedGuides()).map(guideToJson));
