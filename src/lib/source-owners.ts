/**
 * Who owns the sources, for /owners: each publisher our facts cite, its owner (as a source names it), its
 * group's VPN brands, and the providers it is cited for, flagging those its own group holds (no independent
 * evidence for them: src/lib/score.ts).
 */
import { citedSources, fileRecords, sourceInfo, type EvidenceFile, type SourceRegistry } from './evidence';
import { ownedByProviderGroup, type SourceInfo } from './provenance';

/** One publisher as /owners lists it. */
export interface PublisherRow {
  id: string;
  name: string;
  owner: string | null;
  /** The source that names the owner, where one does. */
  ownerSource: SourceInfo | null;
  vpnBrands: readonly string[];
  note: string | null;
  /** The providers (display names) with at least one fact citing this publisher, A to Z. */
  citedFor: string[];
  /** Of those, the ones its own group holds (not its own pages): flagged on their pages. */
  sameGroupFor: string[];
}

/** Publishers cited by `files` (not providers' own pages): VPN-brand groups first, most cited, A to Z. */
export function publisherRows(
  files: readonly (EvidenceFile & { name: string })[],
  registry: SourceRegistry,
  notes: ReadonlyMap<string, string> = new Map(),
): PublisherRow[] {
  const cited = new Map<string, { info: SourceInfo; providers: Set<string>; same: Set<string> }>();
  for (const file of files)
    for (const { record } of fileRecords(file))
      for (const id of citedSources(record)) {
        if (!registry.sources.has(id)) continue;
        const info = sourceInfo(id, registry);
        if (info.kind === 'provider') continue;
        const entry = cited.get(info.publisher.id) ?? { info, providers: new Set(), same: new Set() };
        entry.providers.add(file.name);
        if (ownedByProviderGroup(info, file.name)) entry.same.add(file.name);
        cited.set(info.publisher.id, entry);
      }
  return [...cited.entries()]
    .map(([id, { info, providers, same }]): PublisherRow => {
      const p = registry.publishers.get(id);
      return {
        id,
        name: info.publisher.name,
        owner: p?.owner ?? null,
        ownerSource: p?.ownerSource ? sourceInfo(p.ownerSource, registry) : null,
        vpnBrands: p?.vpnBrands ?? [],
        note: notes.get(id) ?? null,
        citedFor: [...providers].sort((a, b) => a.localeCompare(b)),
        sameGroupFor: [...same].sort((a, b) => a.localeCompare(b)),
      };
    })
    .sort(
      (a, b) =>
        Number(b.vpnBrands.length > 0) - Number(a.vpnBrands.length > 0) ||
        b.citedFor.length - a.citedFor.length ||
        a.name.localeCompare(b.name),
    );
}
