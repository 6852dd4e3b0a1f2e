import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sonnerStyleHash, sonnerStylesheet } from './sonner-style';

describe('sonner’s stylesheet for the CSP', () => {
  it('is the toaster’s stylesheet, and its hash is the one the policy allows', async () => {
    const css = await sonnerStylesheet();
    expect(css).toContain('[data-sonner-toaster]');
    expect(await sonnerStyleHash()).toBe(`sha256-${createHash('sha256').update(css).digest('base64')}`);
  });
});
