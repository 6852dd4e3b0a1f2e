import { describe, expect, it } from 'vitest';
import { addressFamily } from './connection-check';

describe('addressFamily', () => {
  it('tells IPv6 from IPv4, an IPv4-mapped address counting as IPv4', () => {
    expect(addressFamily('2001:db8::1')).toBe('IPv6');
    expect(addressFamily('::1')).toBe('IPv6');
    expect(addressFamily('203.0.113.5')).toBe('IPv4');
    expect(addressFamily('::ffff:203.0.113.5')).toBe('IPv4');
  });
});
