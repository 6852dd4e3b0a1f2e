import { describe, expect, it } from 'vitest';
import { loadProviders } from '../../tests/support/providers';
import { sourceInfo } from '../../tests/support/sources';
import {
  companyName,
  ownerGraph,
  ownershipCycles,
  sameBrand,
  sharedGroup,
  unownedSentence,
  type OwnedProvider,
} from './owners';

const source = {
  source: sourceInfo({
    name: 'A paper',
    url: 'https://paper.example/story',
    kind: 'publication',
    date: '2025-03',
    readAt: new Date('2026-12-01T00:00:00Z'),
  }),
};
const provider = (
  slug: string,
  ownership?: Omit<NonNullable<OwnedProvider['ownership']>, 'provenance'>,
  searchedAt?: Date,
): OwnedProvider => ({
  slug,
  name: slug.charAt(0).toUpperCase() + slug.slice(1),
  ...(ownership ? { ownership: { ...ownership, provenance: source } } : {}),
  provenance: searchedAt ? { ownership: { searchedAt } } : {},
});

describe('the owner graph', () => {
  it('puts a provider whose parent is another provider’s owner in that owner’s group, named after the top company', () => {
    const graph = ownerGraph([
      provider('alpha', { owner: 'Top Group' }),
      provider('beta', { owner: 'Beta B.V.', parent: 'Top Group (merger)' }),
      provider('gamma', { owner: 'Gamma Ltd.' }),
    ]);
    expect(graph.groups.map((g) => [g.name, g.members.map((m) => m.slug)])).toEqual([
      ['Top Group', ['alpha', 'beta']],
      ['Gamma Ltd', ['gamma']],
    ]);
    expect(graph.groups[0]?.members[1]).toMatchObject({
      owner: 'Beta B.V.',
      parent: 'Top Group (merger)',
      provenance: source,
    });
  });

  it('links a sister brand that is one of our providers to it, and leaves any other brand as plain text', () => {
    const graph = ownerGraph([
      provider('alpha', { owner: 'Alpha Inc.', otherBrands: ['Beta VPN', 'Elsewhere'] }),
      provider('beta'),
    ]);
    expect(graph.groups[0]?.members[0]?.otherBrands).toEqual([
      { name: 'Beta VPN', slug: 'beta' },
      { name: 'Elsewhere', slug: null },
    ]);
    // Naming a brand does not place that provider under the owner: only its own record could.
    expect(graph.groups[0]?.members.map((m) => m.slug)).toEqual(['alpha']);
  });

  it('lists the providers without an owner, with the day a search found none', () => {
    const day = new Date('2026-12-01T00:00:00Z');
    expect(
      ownerGraph([provider('alpha', { owner: 'A' }), provider('beta', undefined, day), provider('gamma')])
        .unowned,
    ).toEqual([
      { slug: 'beta', provider: 'Beta', searchedAt: day },
      { slug: 'gamma', provider: 'Gamma', searchedAt: null },
    ]);
  });

  it('says once which providers have no owner in our data, by the day of the search', () => {
    const day = new Date('2026-12-01T00:00:00Z');
    const { unowned } = ownerGraph([
      provider('alpha', undefined, day),
      provider('beta', undefined, day),
      provider('gamma', undefined, day),
      provider('delta'),
    ]);
    expect(unownedSentence(unowned)).toBe(
      'Our data names no owner for Alpha, Beta and Gamma (searched December 1, 2026, not found); Delta (not searched yet).',
    );
    expect(unownedSentence([])).toBeNull();
  });

  it('says two providers share a group only where their records name the same company', () => {
    const nord = provider('alpha', { owner: 'Nord Security' });
    expect(sharedGroup(nord, provider('beta', { owner: 'Beta B.V.', parent: 'nord security.' }))).toBe(
      'Nord Security',
    );
    expect(sharedGroup(nord, provider('beta', { owner: 'Other Group' }))).toBeNull();
    expect(sharedGroup(nord, provider('beta'))).toBeNull();
  });

  it('drops a bracketed note and a final full stop from a company’s name', () => {
    expect(companyName('Proton Foundation (non-profit, main shareholder)')).toBe('Proton Foundation');
    expect(companyName('Witopia, Inc.')).toBe('Witopia, Inc');
  });
});

describe('ownership cycles', () => {
  it('finds a cycle across two records, told from each provider’s own owner with the file of each step', () => {
    expect(
      ownershipCycles([
        provider('alpha', { owner: 'Nord Security', parent: 'Surfshark B.V.' }),
        provider('beta', { owner: 'surfshark b.v', parent: 'Nord Security (merger)' }),
        provider('gamma', { owner: 'Gamma Ltd.', parent: 'Nord Security' }),
      ]),
    ).toEqual([
      {
        slug: 'alpha',
        message:
          'a cycle of owners: Nord Security is under Surfshark B.V. (alpha.json), which is under Nord Security (beta.json): a company cannot be under itself; correct the record its source does not support',
      },
      {
        slug: 'beta',
        message:
          'a cycle of owners: Surfshark B.V. is under Nord Security (beta.json), which is under Surfshark B.V. (alpha.json): a company cannot be under itself; correct the record its source does not support',
      },
    ]);
  });

  it('finds a cycle through three records, and none in a chain or a shared parent', () => {
    const three = ownershipCycles([
      provider('alpha', { owner: 'A Ltd', parent: 'B Ltd' }),
      provider('beta', { owner: 'B Ltd', parent: 'C Ltd' }),
      provider('gamma', { owner: 'C Ltd', parent: 'A Ltd' }),
    ]);
    expect(three.map((c) => c.slug)).toEqual(['alpha', 'beta', 'gamma']);
    expect(three[0]?.message).toContain(
      'A Ltd is under B Ltd (alpha.json), which is under C Ltd (beta.json), which is under A Ltd (gamma.json)',
    );
    expect(
      ownershipCycles([
        provider('alpha', { owner: 'A Ltd', parent: 'B Ltd' }),
        provider('beta', { owner: 'B Ltd', parent: 'C Ltd' }),
        provider('gamma', { owner: 'D Ltd', parent: 'C Ltd' }),
        provider('delta', { owner: 'E Ltd' }),
      ]),
    ).toEqual([]);
  });

  it('has none among our providers', async () => {
    expect(ownershipCycles(await loadProviders())).toEqual([]);
  });
});

describe('sameBrand', () => {
  it('reads a brand as /owners links it: case, spaces and a final "VPN" aside', () => {
    expect(
      ['Proton VPN', 'ProtonVPN', 'proton', 'PROTON-VPN'].map((b) => sameBrand(b, 'Proton VPN')),
    ).toEqual([true, true, true, true]);
    expect(sameBrand('Proton Mail', 'Proton VPN')).toBe(false);
  });
});

const providers = await loadProviders();

describe('the owner graph of our providers', () => {
  const by = (slug: string) => {
    const s = providers.find((p) => p.slug === slug);
    if (!s) throw new Error(`no provider ${slug}`);
    return s;
  };

  it('has NordVPN and Surfshark under Nord Security, and Surfshark’s sister brand NordVPN linked', () => {
    const graph = ownerGraph(providers);
    const nord = graph.groups.find((g) => g.name === 'Nord Security');
    expect(nord?.members.map((m) => m.slug).sort()).toEqual(['nordvpn', 'surfshark']);
    expect(sharedGroup(by('nordvpn'), by('surfshark'))).toBe('Nord Security');
    expect(nord?.members.find((m) => m.slug === 'surfshark')?.otherBrands).toContainEqual({
      name: 'NordVPN',
      slug: 'nordvpn',
    });
  });

  it('places every provider once: in one group, or among those without an owner', () => {
    const graph = ownerGraph(providers);
    const placed = [
      ...graph.groups.flatMap((g) => g.members.map((m) => m.slug)),
      ...graph.unowned.map((u) => u.slug),
    ];
    expect(placed.sort()).toEqual(providers.map((p) => p.slug).sort());
  });
});
