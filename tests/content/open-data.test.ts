/**
 * The data download and its JSON Schema agree: the JSON built from the provider files validates against the
 * schema generated from the collection's zod schema, and the CSV has one row per provider with the columns its
 * data dictionary defines.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { openDataJsonSchema } from '../../config/open-data-schema';
import { CSV_COLUMNS, DATA_LICENCE, openDataDocument, providersCsv } from '../../src/lib/open-data';
import { formatScore } from '../../src/lib/score';
import { loadProviders } from '../support/providers';

const services = await loadProviders();

describe('open data download', () => {
  it('validates against the schema generated from the collection schema', () => {
    const validate = addFormats(new Ajv2020({ allErrors: true })).compile(
      openDataJsonSchema('https://vpncompass.test'),
    );
    const document = openDataDocument(services);
    expect(validate(document), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
  });

  it('the schema rejects a fact group that says nothing about where it comes from', () => {
    const validate = new Ajv2020({ validateFormats: false }).compile(
      openDataJsonSchema('https://vpncompass.test'),
    );
    const [first] = openDataDocument(services).services as Record<string, unknown>[];
    const broken = { ...first, provenance: { ...(first?.provenance as object), pricing: {} } };
    expect(validate({ licence: DATA_LICENCE, services: [broken] })).toBe(false);
  });

  it('has a CSV row per provider under one header, every column defined in the data dictionary', () => {
    const lines = providersCsv(services).trimEnd().split('\r\n');
    expect(lines).toHaveLength(services.length + 1);
    expect(lines[0]).toBe(CSV_COLUMNS.map((c) => c.name).join(','));
    for (const c of CSV_COLUMNS) expect(c.meaning.length, c.name).toBeGreaterThan(10);
    expect(lines.find((l) => l.startsWith('nordvpn,'))).toMatch(
      /^nordvpn,NordVPN,\d+\.\d,4\.8,3\.39,12\.99,Monthly Basic \$12\.99\/mo; 1-Year Basic \$4\.99\/mo \(billed \$59\.88 for 1 year\)/,
    );
  });

  it("gives each provider the score its pages show and rank by, not the launch data set's rating", () => {
    const rows = providersCsv(services).trimEnd().split('\r\n').slice(1);
    for (const s of services) {
      const row = rows.find((l) => l.startsWith(`${s.slug},`));
      expect(row?.split(',')[2], s.slug).toBe(formatScore(s.score.overall).replace('/10', ''));
    }
    const nord = rows.find((l) => l.startsWith('nordvpn,'))?.split(',');
    expect(nord?.[2]).not.toBe(nord?.[3]);
  });
});
