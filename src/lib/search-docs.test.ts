import { describe, expect, it } from 'vitest';
import { pageParts, pathOfFile, searchDocs, searchType, type PageParts } from './search-docs';

const page = (main: string, head = '') =>
  `<!doctype html><html><head><title>T | VPN Compass</title>${head}</head><body><header><nav>Home Reviews</nav></header><main>${main}</main><footer>Footer text</footer></body></html>`;

describe('pageParts', () => {
  it('reads the h1, the headings and the blocks of text of <main>, and nothing around it', () => {
    const parts = pageParts(
      page(
        '<h1>NordVPN Review</h1><p>A <strong>Panama</strong>-based VPN.</p><h2>Pricing</h2><ul><li>$3.39</li><li>10 devices</li></ul>',
      ),
      '/vpn/nordvpn',
    );
    expect(parts).toEqual({
      path: '/vpn/nordvpn',
      title: 'NordVPN Review',
      headings: ['Pricing'],
      blocks: ['NordVPN Review', 'A Panama-based VPN.', 'Pricing', '$3.39', '10 devices'],
      faq: [],
      keywords: [],
    });
  });

  it('reads the phrases of the page’s meta keywords', () => {
    const parts = pageParts(
      page('<h1>Check</h1>', '<meta name="keywords" content="is my VPN working,  check my VPN, ">'),
      '/check',
    );
    expect(parts?.keywords).toEqual(['is my VPN working', 'check my VPN']);
  });

  it('keeps a folded section whose summary is a heading in the page, not as an FAQ answer', () => {
    const parts = pageParts(
      page(
        '<h1>Review</h1><details><summary><h2 id="speed">Speed</h2></summary><p>Fast enough.</p></details>',
      ),
      '/vpn/x',
    );
    expect(parts?.faq).toEqual([]);
    expect(parts?.blocks).toEqual(['Review', 'Speed', 'Fast enough.']);
    expect(parts?.headings).toEqual(['Speed']);
  });

  it('leaves out navigation, controls, hidden and screen-reader-only text, and affiliate links', () => {
    const parts = pageParts(
      page(
        '<h1>T</h1><nav aria-label="Breadcrumb">Home / Reviews</nav><p>Kept <span class="sr-only">(opens in a new tab)</span></p>' +
          '<button>Write a review</button><div hidden>Hidden</div><svg><text>icon</text></svg>' +
          '<p><a rel="sponsored noopener" href="https://x.example">Get NordVPN</a> Also kept</p><template><p>Tpl</p></template>',
      ),
      '/x',
    );
    expect(parts?.blocks).toEqual(['T', 'Kept', 'Also kept']);
  });

  it('separates inline elements laid out apart, but not a word and its punctuation', () => {
    const parts = pageParts(
      page(
        '<p><span>$3.39</span><span>/month</span><span>Save 70%</span></p><p><a href="/">Surfshark</a>\'s plan</p>',
      ),
      '/x',
    );
    expect(parts?.blocks).toEqual(['$3.39 /month Save 70%', "Surfshark's plan"]);
  });

  it('takes each FAQ answer apart from the page, with its anchor', () => {
    const parts = pageParts(
      page(
        '<h1>FAQ</h1><p>Intro.</p><details id="is-it-legal"><summary>Is it legal?</summary><p>Mostly.</p><p>Not everywhere.</p></details>',
      ),
      '/faq',
    );
    expect(parts?.faq).toEqual([
      { id: 'is-it-legal', question: 'Is it legal?', answer: 'Mostly. Not everywhere.' },
    ]);
    expect(parts?.blocks).toEqual(['FAQ', 'Intro.']);
    const inner = pageParts(
      page(
        '<h1>FAQ</h1><details><summary>Q?</summary><div id="q"><p>A.</p></div></details><details><summary>No anchor</summary></details>',
      ),
      '/faq',
    );
    expect(inner?.faq).toEqual([{ id: 'q', question: 'Q?', answer: 'A.' }]);
  });

  it('skips pages kept out of search engines and pages without <main>', () => {
    expect(
      pageParts(page('<h1>Not found</h1>', '<meta name="robots" content="noindex">'), '/404'),
    ).toBeNull();
    expect(pageParts('<html><body><p>x</p></body></html>', '/x')).toBeNull();
  });
});

describe('pathOfFile and searchType', () => {
  it('give the public path and the kind of page', () => {
    expect(pathOfFile('index.html')).toBe('/');
    expect(pathOfFile('vpn/nordvpn.html')).toBe('/vpn/nordvpn');
    expect(searchType('/vpn/nordvpn')).toBe('review');
    expect(searchType('/guides/what-is-a-vpn')).toBe('guide');
    expect(searchType('/guides')).toBe('page');
    expect(searchType('/compare/nordvpn-vs-surfshark')).toBe('comparison');
    expect(searchType('/compare')).toBe('page');
    expect(searchType('/best')).toBe('ranking');
    expect(searchType('/best/most-devices')).toBe('ranking');
    expect(searchType('/data')).toBe('page');
  });
});

describe('searchDocs', () => {
  const compare = (a: string, b: string, own: string): PageParts => ({
    path: `/compare/${a}-vs-${b}`,
    title: `${a} vs ${b}`,
    headings: ['Side by side'],
    blocks: [`${a} vs ${b}`, own, 'Side by side', 'Compiled from provider listings'],
    faq: [],
    keywords: [`${a} vs ${b}`, 'VPN comparison'],
  });
  const names = new Map([
    ['a', 'Alpha VPN alpha'],
    ['b', 'Beta beta'],
    ['c', 'Gamma gamma'],
  ]);

  it('leaves out text a page shares with two other pages of its kind, and keeps its own', () => {
    const docs = searchDocs(
      [
        compare('a', 'b', 'Alpha leads on price.'),
        compare('a', 'c', 'Gamma leads on devices.'),
        compare('b', 'c', 'A tie.'),
      ],
      names,
    );
    expect(docs.map((d) => d.text)).toEqual(['Alpha leads on price.', 'Gamma leads on devices.', 'A tie.']);
    expect(docs[0]).toMatchObject({
      id: 0,
      url: '/compare/a-vs-b',
      type: 'comparison',
      names: 'Alpha VPN alpha Beta beta',
      keywords: 'a vs b | VPN comparison',
    });
  });

  it('keeps text two pages of a kind share, and text shared across kinds', () => {
    const docs = searchDocs([compare('a', 'b', 'Same.'), compare('a', 'c', 'Same.')], names);
    expect(docs.map((d) => d.text)).toEqual([
      'Same. Side by side Compiled from provider listings',
      'Same. Side by side Compiled from provider listings',
    ]);
  });

  it('makes a document of each FAQ answer, linking to its anchor', () => {
    const docs = searchDocs(
      [
        {
          path: '/faq',
          title: 'FAQ',
          headings: [],
          blocks: ['FAQ', 'Intro.'],
          faq: [{ id: 'q1', question: 'Q?', answer: 'A.' }],
          keywords: [],
        },
      ],
      names,
    );
    expect(docs).toEqual([
      {
        id: 0,
        url: '/faq',
        title: 'FAQ',
        type: 'page',
        names: '',
        headings: '',
        keywords: '',
        text: 'Intro.',
      },
      {
        id: 1,
        url: '/faq#q1',
        title: 'Q?',
        type: 'faq',
        names: '',
        headings: '',
        keywords: '',
        text: 'A.',
      },
    ]);
  });

  it('gives a review its provider’s names', () => {
    const [doc] = searchDocs(
      [{ path: '/vpn/a', title: 'Alpha Review', headings: [], blocks: [], faq: [], keywords: [] }],
      names,
    );
    expect(doc?.names).toBe('Alpha VPN alpha');
  });
});
