import { describe, expect, it } from 'vitest';
import { nearestName } from './nearest-name';

describe('nearestName', () => {
  const fields = ['serverCount', 'serverCountIsMinimum', 'countryCount', 'updatedAt', 'publishedAt'];

  it('finds the field a misspelling meant, with or without the same case', () => {
    expect(nearestName('serverCuont', fields)).toBe('serverCount');
    expect(nearestName('updatedat', fields)).toBe('updatedAt');
    expect(nearestName('publishAt', fields)).toBe('publishedAt');
  });

  it('names nothing when no field is close', () => {
    expect(nearestName('colour', fields)).toBeUndefined();
    expect(nearestName('draft', ['title', 'excerpt', 'category'])).toBeUndefined();
  });
});
