/**
 * For the server's tests: a real local Netlify Blobs server (BlobsServer, files in a temporary folder) started
 * (with the listing fix that `npm start` uses, blobs-listing.ts) before the file's tests and stopped after them, and a fresh store on it for each test (faster than emptying
 * one). Call `useTestBlobs()` at the top of a test file; read `blobs.store` inside a test.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getStore } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { fixBlobsListing } from '../../scripts/lib/netlify-local/blobs-listing';
import type { BlobStore } from '../../src/server/blob-json';

export interface TestBlobs {
  /** The current test's store. */
  store: BlobStore;
  /** The folder the server keeps its files in (entries/<site>/site:<store name>/<key>). */
  directory: string;
  /** The current store's name. */
  storeName: string;
}

/** Registers the hooks and returns the live view of the current store. */
export function useTestBlobs(): TestBlobs {
  const blobs = { store: undefined as unknown as BlobStore, directory: '', storeName: '' };
  let server: BlobsServer;
  let port = 0;
  let count = 0;
  beforeAll(async () => {
    fixBlobsListing();
    blobs.directory = await mkdtemp(path.join(tmpdir(), 'blobs-'));
    server = new BlobsServer({ directory: blobs.directory, token: 'test-token' });
    ({ port } = await server.start());
  });
  beforeEach(() => {
    blobs.storeName = `reviews-test-${++count}`;
    blobs.store = getStore({
      name: blobs.storeName,
      siteID: 'test-site',
      token: 'test-token',
      edgeURL: `http://127.0.0.1:${port}`,
      uncachedEdgeURL: `http://127.0.0.1:${port}`,
      consistency: 'strong',
    });
  });
  afterAll(async () => {
    await server.stop();
    await rm(blobs.directory, { recursive: true, force: true });
  });
  return blobs;
}
