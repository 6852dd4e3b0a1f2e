import { describe, expect, it } from 'vitest';
import { assertNoRawTokens, findRawTokens, rawTokenMessage } from './raw-tokens';

describe('findRawTokens', () => {
  it('names each file and token left in an output, once per file', () => {
    const found = findRawTokens([
      {
        file: 'changes.html',
        text: '<li>Standout feature: [[refundDays]]-day refund window, [[refundDays]]</li>',
      },
      {
        file: 'data/vpn-services-history.csv',
        text: 'hotspot-shield,standout,"[[price(Lifetime)]] lifetime plan"',
      },
      { file: 'search-docs.json', text: '{"text":"45-day refund window"}' },
    ]);
    expect(found).toEqual([
      { file: 'changes.html', token: '[[refundDays]]' },
      { file: 'data/vpn-services-history.csv', token: '[[price(Lifetime)]]' },
    ]);
    expect(rawTokenMessage(found)).toBe(
      [
        '2 unresolved text tokens in the built site (a figure was never filled in):',
        '  changes.html: [[refundDays]]',
        '  data/vpn-services-history.csv: [[price(Lifetime)]]',
      ].join('\n'),
    );
  });

  it('finds nothing in resolved text, single brackets or serialised island props', () => {
    const island = 'props="{&quot;items&quot;:[1,[[0,&quot;Home&quot;]]]}"';
    expect(
      findRawTokens([{ file: 'a.html', text: `45-day [refund] window, a[0], [[ ], ${island}` }]),
    ).toEqual([]);
  });
});

describe('assertNoRawTokens', () => {
  it("fails a social card's text that holds a token, naming the card and the token", () => {
    expect(() =>
      assertNoRawTokens('NordVPN review\n[[servers]] servers', 'the social card "NordVPN review"'),
    ).toThrow('the social card "NordVPN review": [[servers]]');
    expect(() => assertNoRawTokens('NordVPN review\n7,900+ servers', 'card')).not.toThrow();
  });
});
