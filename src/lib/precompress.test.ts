import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './precompress';

describe('chooseEncoding', () => {
  it('sends Brotli where the client takes it, else gzip, and never compresses an image', () => {
    expect(chooseEncoding('gzip, deflate, br', 'text/html; charset=utf-8')).toBe('br');
    expect(chooseEncoding('gzip', 'application/json')).toBe('gzip');
    expect(chooseEncoding('', 'text/css')).toBeUndefined();
    expect(chooseEncoding('br', 'image/png')).toBeUndefined();
    expect(chooseEncoding('br', 'image/svg+xml')).toBe('br');
  });
});
