/**
 * docs/api.md against the OpenAPI document: its table lists every operation of the document, and only those,
 * with the same query parameters, and the byte limits it states are the ones the code enforces.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from './openapi';
import { MAX_SUBMISSION_BYTES } from '../lib/review-schema';
import { MAX_BODY_BYTES } from '../lib/api-schemas';

const docs = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** "GET /api/x" → its query parameter names, from the OpenAPI document. */
function documentOperations(): Map<string, string[]> {
  const operations = new Map<string, string[]>();
  for (const [path, item] of Object.entries(openApiDocument().paths ?? {}))
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      const query = (operation.parameters ?? [])
        .filter((p) => 'in' in p && p.in === 'query')
        .map((p) => ('name' in p ? p.name : ''));
      operations.set(`${method.toUpperCase()} ${path}`, query.sort());
    }
  return operations;
}

/** The same, from the rows of the docs' operation table. */
function docsOperations(): Map<string, string[]> {
  const operations = new Map<string, string[]>();
  for (const line of docs.split('\n')) {
    const row = /^\|\s*`([A-Z]+ \/api[^`]*)`\s*\|([^|]*)\|/.exec(line);
    if (!row?.[1]) continue;
    const query = [...(row[2] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '');
    operations.set(row[1], query.sort());
  }
  return operations;
}

/** Every "N bytes" figure the docs state, as numbers. */
const statedByteLimits = () =>
  [...docs.matchAll(/([\d,]+) bytes/g)].map((m) => Number((m[1] ?? '').replaceAll(',', '')));

describe('docs/api.md', () => {
  it('lists every operation of the OpenAPI document with its query parameters, and no other', () => {
    expect(Object.fromEntries(docsOperations())).toEqual(Object.fromEntries(documentOperations()));
  });

  it('states the byte limits the code enforces, and no other', () => {
    expect(new Set(statedByteLimits())).toEqual(new Set([MAX_SUBMISSION_BYTES, MAX_BODY_BYTES]));
  });

  it('does not document the retired page parameter as a way to read pages', () => {
    expect(docs).not.toMatch(/\?page=n`\)|reviews\?page=/);
  });
});
