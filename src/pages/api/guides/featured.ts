/** GET /api/guides/featured: the featured Guide list of the home page's #guides section, newest first (prerendered). */
import type { APIRoute } from 'astro';
import { guideToJson } from '../../../data/api-shapes';
import { getFeaturedGuides } from '../../../data/content';

export const GET: APIRoute = async () => Response.json((await getFeaturedGuides()).map(guideToJson));
