import { brotliCompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotli11Sync, brotli11Within, chooseEncoding } from './precompress';

describe('chooseEncoding', () => {
  it('sends Brotli where the client takes it, else gzip, and never compresses an image', () => {
    expect(chooseEncoding('gzip, deflate, br', 'text/html; charset=utf-8')).toBe('br');
    expect(chooseEncoding('gzip', 'application/json')).toBe('gzip');
    expect(chooseEncoding('', 'text/css')).toBeUndefined();
    expect(chooseEncoding('br', 'image/png')).toBeUndefined();
    expect(chooseEncoding('br', 'image/svg+xml')).toBe('br');
  });
});

describe('brotli11Within', () => {
  // A page-like text: repeated markup with varied numbers, which quality 11 packs tighter than quality 5.
  const rows = Array.from(
    { length: 800 },
    (_, i) => `<li class="row"><a href="/vpn/p${i * 7919}">${(i * 31) % 97}</a></li>`,
  );
  const page = Buffer.from(`<ul>${rows.join('')}</ul>`);
  const q11 = brotli11Sync(page).length;
  const q5 = brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length;

  it('answers by Brotli 11, also where quality 5 alone would say the page is over', () => {
    expect(q11).toBeLessThan(q5);
    expect(brotli11Within(page, q11)).toBe(true);
    expect(brotli11Within(page, q11 - 1)).toBe(false);
    expect(brotli11Within(page, q5)).toBe(true);
  });
});
