/** Test fixture: the provider files as an editor left them in content/vpn-services (read directly, no build). */
import { readdirSync, readFileSync } from 'node:fs';

export interface ProviderFile {
  slug: string;
  id: number;
  name: string;
  rating: number;
  badge: string | null;
  speedRating: number | null;
  securityRating: number | null;
  featuresRating: number | null;
  valueRating: number | null;
  supportRating: number | null;
  serverCount: number;
  serverCountIsMinimum: boolean;
  countryCount: number;
  countryCountIsMinimum?: boolean;
  pricePerMonth: string;
  discountPercentage: number | string | null;
  moneyBackDays: number | null;
  deviceLimit: number | [number, number] | null;
  features: string[];
  pros: string[];
  cons: string[];
  refundPolicy: string;
  affiliateUrl?: string;
  promo?: { headline: string };
  plans: { name: string; price: string; period: string | null; popular?: boolean }[];
  /** First published, and last changed after that (only when it did), as YYYY-MM-DD. */
  publishedAt: string;
  updatedAt?: string;
  comparison: Record<
    string,
    { value: string | null; source: string; compiledAt: string; checkedAt?: string }
  >;
}

export function loadProviders(): ProviderFile[] {
  return readdirSync('content/vpn-services')
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({
      slug: file.replace(/\.json$/, ''),
      ...JSON.parse(readFileSync(`content/vpn-services/${file}`, 'utf8')),
    }));
}

/** Highest rating first, ties by name: the site's ranking order. */
export function byRanking(a: ProviderFile, b: ProviderFile): number {
  return b.rating - a.rating || a.name.localeCompare(b.name);
}
