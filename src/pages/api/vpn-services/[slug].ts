/**
 * GET /api/vpn-services/{slug}: one VpnService (prerendered, one file per slug). An unknown slug has no file,
 * and the api-not-found function answers 404 JSON instead.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { json, serviceToJson } from '../../../lib/api';
import { getServices, type VpnService } from '../../../lib/content';

export const getStaticPaths = (async () =>
  (await getServices()).map((service) => ({
    params: { slug: service.slug },
    props: { service },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => json(serviceToJson((props as { service: VpnService }).service));
