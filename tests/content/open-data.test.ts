/**
 * The data download and its JSON Schema agree: the JSON built from the provider files validates against the
 * schema generated from the collection's zod schema, and the CSV has one row per provider.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { readProviderFiles } from '../../config/provider-files';
import { openDataJsonSchema } from '../../config/open-data-schema';
import { DATA_LICENCE, providersCsv, withIsoDates } from '../../src/lib/open-data';

const services = await readProviderFiles();

describe('open data download', () => {
  it('validates against the schema generated from the collection schema', () => {
    const validate = addFormats(new Ajv2020({ allErrors: true })).compile(
      openDataJsonSchema('https://vpncompass.test'),
    );
    const document = { licence: DATA_LICENCE, services: withIsoDates(services) };
    expect(validate(document), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
  });

  it('the schema rejects a fact group that does not say when it was compiled', () => {
    const validate = new Ajv2020({ validateFormats: false }).compile(
      openDataJsonSchema('https://vpncompass.test'),
    );
    const [first] = withIsoDates(services) as Record<string, unknown>[];
    const broken = {
      ...first,
      provenance: {
        ...(first?.provenance as object),
        pricing: { source: 'Provider data compiled by the editors' },
      },
    };
    expect(validate({ licence: DATA_LICENCE, services: [broken] })).toBe(false);
  });

  it('has a CSV row per provider under one header', () => {
    const lines = providersCsv(services).trimEnd().split('\r\n');
    expect(lines).toHaveLength(services.length + 1);
    expect(lines[0]).toMatch(/^slug,name,overall_score,/);
    for (const s of services)
      expect(lines.find((l) => l.startsWith(`${s.slug},`))).toMatch(
        new RegExp(`^${s.slug},"?${s.name.replace(/[.+]/g, '\\$&')}"?,${s.rating},`),
      );
  });
});
