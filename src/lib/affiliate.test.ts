import { describe, expect, it } from 'vitest';
import { bannerNote, fundingSentence, linkNote, trackedLinks } from './affiliate';

describe('trackedLinks', () => {
  it('counts only links that exist and are tracked', () => {
    expect(
      trackedLinks([
        { affiliateUrl: 'https://a.example/', affiliateLinkTracked: true },
        { affiliateUrl: 'https://b.example/', affiliateLinkTracked: false },
        { affiliateUrl: undefined, affiliateLinkTracked: true },
      ]),
    ).toBe(1);
  });
});

describe('linkNote', () => {
  it('speaks of a commission only beside a tracked link', () => {
    expect(linkNote(true)).toMatch(/may earn a commission/);
    expect(linkNote(false)).not.toMatch(/commission/);
    expect(linkNote(false)).toMatch(/we earn nothing/);
  });
});

describe('bannerNote', () => {
  it('says nobody paid for the banner, and speaks of a commission only for tracked links', () => {
    expect(bannerNote(false)).toMatch(/^No provider paid for this banner/);
    expect(bannerNote(false)).not.toMatch(/commission/);
    expect(bannerNote(true)).toMatch(/may earn a commission/);
  });
});

describe('fundingSentence', () => {
  it('claims no possible earnings while no link is tracked', () => {
    expect(fundingSentence(0)).not.toMatch(/may earn/);
    expect(fundingSentence(0)).toMatch(/earns us anything/);
  });

  it('says some links may earn once any is tracked', () => {
    expect(fundingSentence(1)).toMatch(/may earn us a commission/);
  });
});
