/**
 * The evidence as readers meet it in the built pages: a disputed fact shows both readings on the provider page,
 * its compare pages and /data; a price is disputed only by readings about that price, and a header price shows
 * the other amounts; a price billed in euros says so, with the dated rate the dollar figures use.
 */
import { parse } from 'node-html-parser';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatPartialDate } from '../../src/lib/provenance';
import { loadProviders } from '../support/providers';

const providers = await loadProviders();
const text = (path: string, selector = 'main') =>
  parse(readFileSync(`dist${path}.html`, 'utf8'))
    .querySelector(selector)
    ?.text.replace(/\s+/g, ' ') ?? '';

describe('a disputed fact', () => {
  // Hotspot Shield's help centre says 5 devices; Comparitech's 2026 data file says 10.
  const both = /5 \(Hotspot Shield\) or 10 devices \(Comparitech, Jun 2026\)/;

  it('shows both readings on the provider page, a compare page and /data', () => {
    expect(text('/vpn/hotspot-shield')).toMatch(both);
    expect(text('/compare/hotspot-shield-vs-nordvpn', '[data-testid="pair-rows"]')).toMatch(both);
    expect(text('/data', 'tr[data-slug="hotspot-shield"]')).toMatch(both);
    expect(text('/data/hotspot-shield', '#devices')).toContain('Disputed by: 10');
  });

  it('is followed by the other values where a page shows it alone: a header, a compare column, /owners', () => {
    const column = text(
      '/compare/hotspot-shield-vs-nordvpn',
      'section[aria-labelledby="name-hotspot-shield"]',
    );
    expect(column).toMatch(/Devices\s*5\s*Other sources give 10 devices \(Comparitech, Jun 2026\)/);
    // NordVPN's network: 8,000+ servers in 129 countries by Tom's Guide, 135 countries by Comparitech.
    expect(text('/vpn/nordvpn', '[data-testid="network-disputes"]')).toMatch(
      /^Other sources give 8,000 servers in 135 countries \(Comparitech, Jun 2026\)/,
    );
    expect(text('/vpn/surfshark', '[data-testid="network-disputes"]')).toBe('');
    // CyberGhost's owner on /owners: CyberGhost S.R.L. by our record, two other names on CyberGhost's own pages.
    expect(text('/owners', '[data-testid="other-values"]')).toBe(
      'Other sources give CyberGhost S.A. or CyberGhost AG (CyberGhost)',
    );
  });
});

describe('a price that one source agrees with and another plan it differs on', () => {
  // Comparitech (June 2026) lists NordVPN's monthly plan at $12.99, as we do, and an intro plan at $3.09, not $3.39.
  const cell = (label: string) => text('/data', `tr[data-slug="nordvpn"] td[data-label="${label}"]`);

  it('marks the long-term price disputed on /data and leaves the monthly price it agrees on undisputed', () => {
    expect(cell('Lowest long-term price')).toMatch(/^\$3\.39\/mo .*disputed/);
    expect(cell('Monthly price')).toMatch(/^\$12\.99/);
    expect(cell('Monthly price')).not.toContain('disputed');
    expect(text('/data/nordvpn', '#pricing')).toContain('3.09');
  });

  it('shows the other amounts beside the header price of the provider page and both prices of a compare page', () => {
    const header = /^Other sources give \$3\.09\/mo \(Comparitech, Jun 2026\)/;
    expect(text('/vpn/nordvpn', '[data-testid="price-disputes"]')).toMatch(header);
    expect(text('/compare/nordvpn-vs-protonvpn', '[data-testid="price-disputes"]')).toMatch(header);
    // The compare page's summary, after its pick: the other amounts for both long-term prices.
    expect(text('/compare/nordvpn-vs-protonvpn', '[data-testid="summary-price-disputes"]')).toMatch(
      /^Prices other sources give: NordVPN \$3\.09\/mo \(Comparitech, Jun 2026\) .*; Proton VPN \$2\.99\/mo/,
    );
    // IVPN's popular $60 year: no source gives another amount, so nothing is added.
    expect(text('/vpn/ivpn', '[data-testid="price-disputes"]')).toBe('');
  });
});

describe('a price billed in euros', () => {
  it('is shown as billed, with the dated rate our dollar figures use', () => {
    const mullvad = providers.find((p) => p.slug === 'mullvad');
    expect(mullvad).toBeDefined();
    const line = text('/vpn/mullvad', '[data-testid="stated-currency"]');
    expect(line).toMatch(/^Mullvad VPN bills in euros: .*€5\.00/);
    expect(line).toMatch(/convert at 1\.1974 USD per EUR/);
    expect(line).toContain(formatPartialDate('2026-01-28'));
  });
});
