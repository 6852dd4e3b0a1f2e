/**
 * GET /api/vpn-services/{slug}: one VpnService (prerendered, one file per slug). An unknown slug has no file,
 * and the api-not-found function answers 404 JSON instead.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { serviceToJson } from '../../../data/api-shapes';
import { getServices, type VpnService } from '../../../data/content';

export const getStaticPaths = (async () =>
  (await getServices()).map((service) => ({
    params: { slug: service.slug },
    props: { service },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  Response.json(serviceToJson((props as { service: VpnService }).service));
