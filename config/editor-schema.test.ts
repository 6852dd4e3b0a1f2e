import { readdirSync, readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { providerFileSchema } from './editor-schema';

const folder = new URL('../content/vpn-services/', import.meta.url);
const validate = addFormats(new Ajv2020({ strict: false, allErrors: true })).compile(providerFileSchema());
const nordvpn = () =>
  JSON.parse(readFileSync(new URL('nordvpn.json', folder), 'utf8')) as Record<string, unknown>;

describe("the editors' JSON Schema of a provider file", () => {
  it('accepts every provider file as it is, dates written as days', () => {
    for (const name of readdirSync(folder).filter((file) => file.endsWith('.json'))) {
      const file = JSON.parse(readFileSync(new URL(name, folder), 'utf8')) as unknown;
      expect(validate(file) ? [] : validate.errors, name).toEqual([]);
    }
  });

  it('underlines what an editor gets wrong while typing: a wrong type, a missing field, an impossible rating', () => {
    const wrong = (change: (file: Record<string, unknown>) => void) => {
      const file = nordvpn();
      change(file);
      return validate(file) ? [] : (validate.errors ?? []).map((error) => error.instancePath || error.params);
    };
    expect(wrong((file) => (file['serverCount'] = '8000'))).toContain('/serverCount');
    expect(wrong((file) => delete file['jurisdiction'])).toContainEqual({ missingProperty: 'jurisdiction' });
    expect(wrong((file) => (file['rating'] = 7))).toContain('/rating');
    expect(wrong((file) => (file['publishedAt'] = 'soon'))).toContain('/publishedAt');
  });
});
