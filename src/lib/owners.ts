/**
 * Who owns what: the providers' `ownership` records as a graph (provider → owner → parent group → sister
 * brands). /owners lists its groups; a compare page names the group two providers share (sharedGroup), only
 * where our data names the same company for both.
 */
import { formatDate, listWords } from './format';
import type { Provenance } from './provenance';

/** What the graph reads of a provider (a VpnService or a provider file). */
export interface OwnedProvider {
  slug: string;
  name: string;
  ownership?:
    | {
        owner: string;
        parent?: string | undefined;
        otherBrands?: readonly string[] | undefined;
        since?: string | undefined;
        provenance: Provenance;
      }
    | undefined;
  provenance: { ownership?: { searchedAt?: Date | undefined } | undefined };
}

/** A sister brand as a source names it; `slug` where it is one of ours (/vpn/{slug}). */
interface Brand {
  name: string;
  slug: string | null;
}

/** One provider's place in a group, each link from its ownership record (`provenance`). */
interface OwnerLink {
  slug: string;
  provider: string;
  owner: string;
  /** The parent as written ("Proton Foundation (non-profit, main shareholder)"); null where none is named. */
  parent: string | null;
  since: string | null;
  otherBrands: Brand[];
  provenance: Provenance;
}

/** A group: the company at the top (the parent named, else the owner) and our providers under it. */
export interface OwnerGroup {
  /** The top company's name without a bracketed note: "Nord Security", "Proton Foundation". */
  name: string;
  members: OwnerLink[];
}

/** A provider our data names no owner for, and the day a search found none (null: no search recorded). */
export interface Unowned {
  slug: string;
  provider: string;
  searchedAt: Date | null;
}

export interface OwnerGraph {
  /** Largest group first, then A to Z. */
  groups: OwnerGroup[];
  /** In the order given. */
  unowned: Unowned[];
}

/** "Nord Security (merger)" -> "Nord Security": a name without a trailing bracketed note or full stop. */
export function companyName(name: string): string {
  return name
    .replace(/\s*\([^)]*\)\s*$/, '')
    .replace(/\.$/, '')
    .trim();
}

/** Two names of one company share this key: case, spacing and punctuation aside. */
const companyKey = (name: string) => companyName(name).toLowerCase().replace(/\s+/g, ' ');

/**
 * A brand and a provider's name share this key: letters and digits, no final "VPN" ("ProtonVPN" = "Proton").
 */
const brandKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/vpn$/, '');

/** Whether a brand names the service called `name`, by the rule /owners links brands by. */
export const sameBrand = (brand: string, name: string): boolean => brandKey(brand) === brandKey(name);

/** A company as a message names it: as first written, without a bracketed note ("Kape Technologies plc"). */
const shownCompany = (name: string) => name.replace(/\s*\([^)]*\)\s*$/, '').trim();

/** A provider whose record places its owner under a company that is, by the records, under that owner. */
export interface OwnershipCycle {
  slug: string;
  /** The cycle in words, from this provider's owner, each step with the file that records it. */
  message: string;
}

/**
 * Every provider whose `ownership.parent` closes a cycle of companies across the records (NordVPN's owner
 * under Surfshark B.V. while Surfshark's record places Surfshark B.V. under NordVPN's owner): one of the
 * records contradicts its source. Companies compare as in ownerGraph; each provider of a cycle is named once,
 * the cycle told from its own owner.
 */
export function ownershipCycles(
  providers: readonly {
    slug: string;
    ownership?: { owner: string; parent?: string | undefined } | undefined;
  }[],
): OwnershipCycle[] {
  const names = new Map<string, string>();
  const name = (company: string) => {
    const key = companyKey(company);
    if (!names.has(key)) names.set(key, shownCompany(company));
    return key;
  };
  // owner → parent, each link with the first provider whose record states it.
  const links: { from: string; to: string; slug: string }[] = [];
  for (const p of providers) {
    const o = p.ownership;
    if (o?.parent === undefined) continue;
    const [from, to] = [name(o.owner), name(o.parent)];
    if (from !== to) links.push({ from, to, slug: p.slug });
  }
  const pathUp = (start: string, goal: string): typeof links | null => {
    const via = new Map<string, (typeof links)[number] | null>([[start, null]]);
    const queue = [start];
    for (let company = queue.shift(); company !== undefined; company = queue.shift()) {
      if (company === goal) {
        const steps: typeof links = [];
        for (let step = via.get(company); step; step = via.get(step.from)) steps.unshift(step);
        return steps;
      }
      for (const link of links)
        if (link.from === company && !via.has(link.to)) {
          via.set(link.to, link);
          queue.push(link.to);
        }
    }
    return null;
  };
  const cycles: OwnershipCycle[] = [];
  for (const link of links) {
    if (cycles.some((c) => c.slug === link.slug)) continue;
    const back = pathUp(link.to, link.from);
    if (!back) continue;
    const steps = [link, ...back].map((step) => `${names.get(step.to) ?? step.to} (${step.slug}.json)`);
    cycles.push({
      slug: link.slug,
      message: `a cycle of owners: ${names.get(link.from) ?? link.from} is under ${steps.join(', which is under ')}: a company cannot be under itself; correct the record its source does not support`,
    });
  }
  return cycles;
}

/**
 * The graph of the ownership records. A group joins every company linked by owner → parent (Surfshark, owner
 * Surfshark B.V., parent Nord Security, joins NordVPN's Nord Security), named by the company no record places
 * under another. A brand in `otherBrands` links to our provider of that name without putting it in the group.
 */
export function ownerGraph(providers: readonly OwnedProvider[]): OwnerGraph {
  const bySlug = new Map(providers.map((p) => [brandKey(p.name), p.slug]));
  // Union-find over company keys: each owner joins its parent.
  const up = new Map<string, string>();
  const root = (key: string): string => {
    const next = up.get(key) ?? key;
    return next === key ? key : root(next);
  };
  const join = (a: string, b: string) => {
    const [ra, rb] = [root(a), root(b)];
    if (ra !== rb) up.set(ra, rb);
  };
  const owned = providers.flatMap((p) => (p.ownership ? [{ p, o: p.ownership }] : []));
  const below = new Set<string>();
  const names = new Map<string, string>();
  for (const { o } of owned) {
    const owner = companyKey(o.owner);
    names.set(owner, names.get(owner) ?? companyName(o.owner));
    if (o.parent && companyKey(o.parent) !== owner) {
      const parent = companyKey(o.parent);
      names.set(parent, names.get(parent) ?? companyName(o.parent));
      below.add(owner);
      join(owner, parent);
    }
  }
  const groups = new Map<string, OwnerGroup>();
  for (const { p, o } of owned) {
    const key = root(companyKey(o.owner));
    const top =
      [...names.keys()].find((k) => root(k) === key && !below.has(k)) ?? companyKey(o.parent ?? o.owner);
    const group = groups.get(key) ?? { name: names.get(top) ?? companyName(o.owner), members: [] };
    group.members.push({
      slug: p.slug,
      provider: p.name,
      owner: o.owner,
      parent: o.parent && companyKey(o.parent) !== companyKey(o.owner) ? o.parent : null,
      since: o.since ?? null,
      otherBrands: (o.otherBrands ?? []).map((name) => ({ name, slug: bySlug.get(brandKey(name)) ?? null })),
      provenance: o.provenance,
    });
    groups.set(key, group);
  }
  return {
    groups: [...groups.values()].sort(
      (a, b) => b.members.length - a.members.length || a.name.localeCompare(b.name),
    ),
    unowned: providers
      .filter((p) => !p.ownership)
      .map((p) => ({
        slug: p.slug,
        provider: p.name,
        searchedAt: p.provenance.ownership?.searchedAt ?? null,
      })),
  };
}

/** The group both providers sit in by ownerGraph's rule ("Nord Security"); null if none is named for both. */
export function sharedGroup(a: OwnedProvider, b: OwnedProvider): string | null {
  const group = ownerGraph([a, b]).groups.find((g) => g.members.length === 2);
  return group?.name ?? null;
}

/**
 * The sentence on the providers without an owner in our data, by the day of their search: "Our data names no
 * owner for CactusVPN and IPVanish (searched December 1, 2026, not found)." Null when every provider has one.
 */
export function unownedSentence(unowned: readonly Unowned[]): string | null {
  if (unowned.length === 0) return null;
  const days = new Map<string, string[]>();
  for (const u of unowned) {
    const day = u.searchedAt ? `searched ${formatDate(u.searchedAt)}, not found` : 'not searched yet';
    days.set(day, [...(days.get(day) ?? []), u.provider]);
  }
  const parts = [...days.entries()].map(([day, names]) => `${listWords(names)} (${day})`);
  return `Our data names no owner for ${parts.join('; ')}.`;
}
