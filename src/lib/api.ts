/**
 * The read-only JSON API's shapes and responses. Endpoints in src/pages/api/ are prerendered at build time;
 * netlify.toml serves them at the spec's paths with Content-Type application/json.
 */
import type { Guide, VpnService } from './content';

/** A JSON response body as the API serves it. */
export function json(data: unknown, status = 200): Response {
  return new Response(JSON.stringify(data), {
    status,
    // Function responses get no header rules from netlify.toml, so they carry their own nosniff.
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'X-Content-Type-Options': 'nosniff' },
  });
}

/** Every API error body: { "error": "..." }. */
export function jsonError(status: number, error: string, extra: Record<string, unknown> = {}): Response {
  return json({ error, ...extra }, status);
}

/**
 * A VpnService as GET /api/vpn-services returns it: the collection fields plus `slug`, with dates as ISO strings
 * (JSON has no dates) and editorial `notes` left in, so API readers see how a figure was read.
 */
export function serviceToJson(service: VpnService): Record<string, unknown> {
  return JSON.parse(JSON.stringify(service)) as Record<string, unknown>;
}

/**
 * A Guide as GET /api/guides returns it (SPEC.md section 3, "Guide"): `id` is the slug, `content` the Markdown,
 * `imageUrl` the guide's picture or its category's default, dates as ISO strings, `readTime` in minutes;
 * plus `featured` and `updatedAt` (the publication date when the guide was never revised).
 */
export function guideToJson(guide: Guide): Record<string, unknown> {
  return {
    id: guide.slug,
    slug: guide.slug,
    title: guide.title,
    excerpt: guide.excerpt,
    category: guide.category,
    content: guide.content,
    imageUrl: guide.imageUrl,
    publishedAt: guide.publishedAt.toISOString(),
    updatedAt: (guide.updatedAt ?? guide.publishedAt).toISOString(),
    readTime: guide.readTime,
    tags: guide.tags,
    featured: guide.featured,
  };
}
