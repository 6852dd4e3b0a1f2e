/**
 * Visitors of a test server, as the proxy in front of it reports them in X-Forwarded-For (the test servers trust
 * loopback's). Each is a random IPv6 /64 of the documentation range 2001:db8::/32, which the limits count as one
 * client (src/server/rate-limit.ts `clientKey`), so tests and workers that run side by side never share a count.
 */
const group = () => Math.floor(Math.random() * 0x10000).toString(16);

/** A new visitor's /64, e.g. "2001:db8:1a2b:3c4d": its addresses are `${prefix}::1`, `${prefix}::2`… */
export const visitorPrefix = (): string => `2001:db8:${group()}:${group()}`;

/** The X-Forwarded-For header of a new visitor. */
export const visitor = (): Record<string, string> => ({ 'x-forwarded-for': `${visitorPrefix()}::1` });
