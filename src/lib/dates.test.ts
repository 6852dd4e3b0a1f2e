import { describe, expect, it } from 'vitest';
import { lastChanged } from './dates';

describe('lastChanged', () => {
  it('is the update when the text changed after publication, else the publication', () => {
    const publishedAt = new Date('2026-11-21');
    expect(lastChanged({ publishedAt })).toBe(publishedAt);
    expect(lastChanged({ publishedAt, updatedAt: new Date('2026-11-24') }).toISOString()).toBe(
      '2026-11-24T00:00:00.000Z',
    );
  });
});
