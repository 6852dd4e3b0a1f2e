/**
 * Test fixture: sources and publishers as pages show them (src/lib/provenance.ts SourceInfo and its publisher) and as
 * the registry stores them (src/lib/evidence.ts SourceRecord, PublisherRecord), so a test that needs a sourced fact
 * builds one the way content/sources.json and src/lib/evidence.ts would, its grade derived from its kind.
 */
import {
  sourceGrade,
  sourceRegistry,
  type PublisherRecord,
  type SourceRecord,
  type SourceRegistry,
} from '../../src/lib/evidence';
import type { SourceInfo } from '../../src/lib/provenance';

type PublisherInfo = SourceInfo['publisher'];

/** A publisher as pages show it: its own id and name, no owner, no VPN brands unless given. */
export function publisherInfo(overrides: Partial<PublisherInfo> & { name: string }): PublisherInfo {
  return {
    id: overrides.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    vpnBrands: [],
    ...overrides,
  };
}

/**
 * A source as pages show it: `kind` and `weak` give its grade (src/lib/evidence.ts sourceGrade); it is not
 * historical unless `historical` says so; its publisher is named after it unless given.
 */
export function sourceInfo(
  overrides: Partial<Omit<SourceInfo, 'grade'>> & Pick<SourceInfo, 'name' | 'url' | 'kind'>,
): SourceInfo {
  const { kind, weak } = overrides;
  return {
    id: overrides.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    readAt: new Date('2026-11-25'),
    historical: false,
    publisher: publisherInfo({ name: overrides.name }),
    ...overrides,
    grade: sourceGrade(kind, weak),
  };
}

/** A source as content/sources.json stores it, with what it states per provider slug. */
export function sourceRecord(
  overrides: Partial<SourceRecord> & Pick<SourceRecord, 'id' | 'kind'>,
): SourceRecord {
  return {
    name: overrides.id,
    publisher: 'example',
    url: `https://example.com/${overrides.id}`,
    readAt: new Date('2026-11-25'),
    states: {},
    ...overrides,
  };
}

/** A publisher as content/publishers.json stores it. */
export function publisherRecord(
  overrides: Partial<PublisherRecord> & Pick<PublisherRecord, 'id'>,
): PublisherRecord {
  return { name: overrides.id, vpnBrands: [], ...overrides };
}

/**
 * A registry of `sources` as of `today`, with the publisher "example" and every publisher the sources name
 * (each by its id), unless `publishers` is given.
 */
export function registryOf(
  sources: readonly SourceRecord[],
  {
    publishers,
    today = new Date('2026-12-06'),
  }: { publishers?: readonly PublisherRecord[]; today?: Date } = {},
): SourceRegistry {
  const named =
    publishers ??
    [...new Set(['example', ...sources.map((s) => s.publisher)])].map((id) => publisherRecord({ id }));
  return sourceRegistry(sources, named, today);
}
