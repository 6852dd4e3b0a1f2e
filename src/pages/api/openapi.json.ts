/** GET /api/openapi.json: the OpenAPI 3.1 document of the site's API (prerendered; src/data/openapi.ts). */
import type { APIRoute } from 'astro';
import { openApiDocument } from '../../data/openapi';

export const GET: APIRoute = () => Response.json(openApiDocument());
