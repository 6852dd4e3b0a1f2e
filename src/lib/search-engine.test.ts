import { describe, expect, it } from 'vitest';
import {
  createSiteSearch,
  excerpt,
  loadSiteSearch,
  serializeIndex,
  shownDocs,
  type SearchDoc,
} from './search-engine';

const doc = (
  d: Omit<SearchDoc, 'id' | 'names' | 'headings' | 'keywords'> & Partial<SearchDoc>,
): Omit<SearchDoc, 'id'> => ({
  names: '',
  headings: '',
  keywords: '',
  ...d,
});
const docs: SearchDoc[] = [
  doc({
    url: '/vpn/nordvpn',
    title: 'NordVPN Review',
    type: 'review',
    names: 'NordVPN nordvpn nord',
    text: 'NordVPN is a Panama-based VPN with a 30-day money-back guarantee. It is faster than Surfshark.',
  }),
  doc({
    url: '/vpn/surfshark',
    title: 'Surfshark Review',
    type: 'review',
    names: 'Surfshark surfshark',
    text: 'Surfshark covers unlimited devices. Cheaper than NordVPN on two years.',
  }),
  doc({
    url: '/vpn/protonvpn',
    title: 'Proton VPN Review',
    type: 'review',
    names: 'Proton VPN protonvpn proton',
    text: 'A Swiss VPN with a free plan.',
  }),
  doc({
    url: '/compare/nordvpn-vs-surfshark',
    title: 'NordVPN vs Surfshark',
    type: 'comparison',
    names: 'NordVPN nordvpn nord Surfshark surfshark',
    text: 'NordVPN leads on price per month.',
  }),
  doc({
    url: '/compare/nordvpn-vs-protonvpn',
    title: 'NordVPN vs Proton VPN',
    type: 'comparison',
    names: 'NordVPN nordvpn nord Proton VPN protonvpn proton',
    text: 'Proton leads on the free plan.',
  }),
  doc({
    url: '/guides/public-wifi-safety',
    title: 'Public Wi-Fi Safety',
    type: 'guide',
    text: 'Café Wi-Fi is shared with strangers. Use a VPN on hotel networks. Check for a no-logs policy.',
  }),
  doc({
    url: '/guides/vpns-for-streaming',
    title: 'VPNs for Streaming',
    type: 'guide',
    text: 'Streaming services license content by country.',
  }),
  doc({
    url: '/faq#refunds',
    title: 'How do money-back guarantees work?',
    type: 'faq',
    text: 'You can ask for your money back within the refund window.',
  }),
  doc({
    url: '/guides/deals',
    title: 'Surfshark and NordVPN deals: a roundup of Surfshark and NordVPN prices',
    type: 'guide',
    text: 'Surfshark NordVPN Surfshark NordVPN Surfshark NordVPN deals.',
  }),
  doc({ url: '/about', title: 'About', type: 'page', text: 'No logs are kept by us. We review VPNs.' }),
  doc({
    url: '/check',
    title: 'Is My VPN Working?',
    type: 'page',
    keywords: 'is my VPN working | check my VPN | VPN leak | DNS leak test',
    text: 'Press the button to see the address our server sees.',
  }),
  doc({
    url: '/guides/leaks',
    title: 'Kill switch and DNS leaks',
    type: 'guide',
    keywords: 'dns-leaks | kill-switch',
    text: 'A DNS leak test shows whether your VPN works. Test for a leak: a DNS leak test, then a WebRTC leak test. Is your VPN working? A leak says no.',
  }),
].map((d, id) => ({ id, ...d }));
const site = createSiteSearch(docs);
const urls = (query: string) => site.search(query).hits.map((hit) => hit.url);

describe('site search', () => {
  it('finds "Wi-Fi" for "wifi" and "wi-fi"', () => {
    expect(urls('wifi')[0]).toBe('/guides/public-wifi-safety');
    expect(urls('wi-fi')[0]).toBe('/guides/public-wifi-safety');
  });

  it('forgives typing errors in a provider’s name', () => {
    expect(urls('surfshrak')[0]).toBe('/vpn/surfshark');
    expect(urls('nordvpm')).toContain('/vpn/nordvpn');
    expect(urls('surfshak')[0]).toBe('/vpn/surfshark');
  });

  it('puts the review first for a query that is a provider’s name, but not for a generic word', () => {
    expect(urls('proton')[0]).toBe('/vpn/protonvpn');
    expect(urls('Proton VPN')[0]).toBe('/vpn/protonvpn');
    expect(site.provider('Proton VPN')).toBe('protonvpn');
    expect(site.provider('vpn')).toBeNull();
    expect(site.provider('free plan')).toBeNull();
  });

  it('puts the comparison of two named providers first, however the pair is written', () => {
    for (const query of [
      'nordvpn vs surfshark',
      'Surfshark versus NordVPN',
      'surfshark nordvpn',
      'nord or surfshrak',
    ]) {
      expect(urls(query)[0], query).toBe('/compare/nordvpn-vs-surfshark');
    }
    expect(urls('nordvpn vs proton')[0]).toBe('/compare/nordvpn-vs-protonvpn');
  });

  it('does not invent a pair from one provider or two words that name none', () => {
    expect(urls('nordvpn review')[0]).toBe('/vpn/nordvpn');
    expect(urls('hotel networks')[0]).toBe('/guides/public-wifi-safety');
  });

  it('finds the streaming pages for a streaming service they do not name', () => {
    expect(urls('netflix')).toContain('/guides/vpns-for-streaming');
  });

  it('ranks the page that writes the words together above pages that have them apart', () => {
    expect(urls('no logs')[0]).toBe('/guides/public-wifi-safety');
    expect(urls('money back guarantee')[0]).toBe('/faq#refunds');
  });

  it('puts the page whose own keywords answer the query first, the very words before a word they begin', () => {
    const first = (query: string) => site.search(query).hits[0]?.url;
    expect(first('is my vpn working')).toBe('/check');
    expect(first('check my VPN')).toBe('/check');
    expect(first('dns leak test')).toBe('/check');
    // "leak" is the one word of a keyword of /check; "leaks" is the very word of the guide's.
    expect(first('leak')).toBe('/check');
    expect(first('leaks')).toBe('/guides/leaks');
    // "VPN" alone is in every keyword and answers none of them.
    expect(first('vpn')).not.toBe('/check');
  });

  it('answers nothing for a word no page has, and for a blank query', () => {
    expect(site.search('zzqxv')).toEqual({ hits: [], total: 0, partial: false });
    expect(site.search('   ')).toEqual({ hits: [], total: 0, partial: false });
  });

  it('falls back to pages with some of the words when none has them all, and says so', () => {
    const answer = site.search('surfshark zzqxv');
    expect(answer.partial).toBe(true);
    expect(answer.hits[0]?.url).toBe('/vpn/surfshark');
  });

  it('labels each result with its type and marks the matched words in its excerpt', () => {
    const [hit] = site.search('panama').hits;
    expect(hit).toMatchObject({
      url: '/vpn/nordvpn',
      title: 'NordVPN Review',
      type: 'review',
      label: 'Review',
    });
    expect(hit?.excerpt.filter(([, marked]) => marked).map(([text]) => text)).toEqual(['Panama-based']);
  });

  it('narrows to types and fields when asked', () => {
    expect(site.search('nordvpn', { types: ['comparison'] }).hits.every((h) => h.type === 'comparison')).toBe(
      true,
    );
    expect(
      site.search('surfshark', { fields: ['names', 'title'], types: ['review'] }).hits.map((h) => h.url),
    ).toEqual(['/vpn/surfshark']);
  });

  it('answers the same from the serialized index as from the documents', () => {
    const loaded = loadSiteSearch(serializeIndex(docs), shownDocs(docs));
    for (const query of ['surfshrak', 'nordvpn vs surfshark', 'wifi']) {
      expect(loaded.search(query)).toEqual(site.search(query));
    }
  });
});

describe('excerpt', () => {
  const text =
    'The first sentence says nothing. The second sentence names Surfshark and goes on for a while, long enough to be cut somewhere after its middle part ends here and more.';

  it('starts at the sentence of the first match, cuts at a space, and marks the match', () => {
    const parts = excerpt(text, new Set(['surfshark']), 80);
    expect(parts[0]).toEqual(['…', false]);
    expect(parts[1]?.[0].startsWith('The second sentence names ')).toBe(true);
    expect(parts[2]).toEqual(['Surfshark', true]);
    expect(parts.at(-1)).toEqual(['…', false]);
    expect(parts.at(-2)?.[0].endsWith(' ')).toBe(false);
  });

  it('shows the start of the text when nothing in it matched', () => {
    const parts = excerpt(text, new Set(['absent']), 40);
    expect(parts[0]?.[0].startsWith('The first sentence')).toBe(true);
    expect(parts.some(([, marked]) => marked)).toBe(false);
  });
});
