/** The connection check's reading of the address the server saw (/check). */

/** "IPv6" or "IPv4" for an address as a server reads it; an IPv4 address mapped into IPv6 (::ffff:a.b.c.d) is IPv4. */
export function addressFamily(ip: string): 'IPv4' | 'IPv6' {
  return ip.includes(':') && !/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(ip) ? 'IPv6' : 'IPv4';
}
