/** App icons drawn from the site mark at build: apple-touch-icon (180), icon-192 and icon-512 for the manifest. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { iconPng, pngResponse } from '../images/og-image';

const SIZES = { 'apple-touch-icon': 180, 'icon-192': 192, 'icon-512': 512 } as const;

export const getStaticPaths = (() =>
  Object.keys(SIZES).map((icon) => ({ params: { icon } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const size = SIZES[params.icon as keyof typeof SIZES];
  return pngResponse(await iconPng(size));
};
