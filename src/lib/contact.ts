/**
 * Who runs the site and how to reach them, from the build's environment: `CONTACT_EMAIL` (all mail),
 * `OPERATOR_NAME` (who is responsible) and `GOVERNING_LAW` (of the Terms, e.g. "England and Wales"). A
 * production build needs all three (src/integrations/require-contact.ts); elsewhere each unset one is
 * "not yet published".
 */

/** The contact settings; `null` where not configured. */
export interface Contact {
  email: string | null;
  operator: string | null;
  /** The jurisdiction whose law governs the Terms of Service, as it completes "governed by the law of …". */
  governingLaw: string | null;
}

/** The environment variables the contact settings come from. */
const CONTACT_SETTINGS = ['CONTACT_EMAIL', 'OPERATOR_NAME', 'GOVERNING_LAW'] as const;

/** Domains reserved for examples and tests (RFC 2606, RFC 6761): mail to them can never be delivered. */
const UNDELIVERABLE = /\.(example|test|invalid|localhost)$/i;

/**
 * The contact settings from `env`. Blank values count as unset. Throws when CONTACT_EMAIL is not an address
 * or uses a reserved, undeliverable domain such as `.example`.
 */
export function contactFromEnv(env: Readonly<Record<string, string | undefined>>): Contact {
  const setting = (value: string | undefined) => (value?.trim() ? value.trim() : null);
  const email = setting(env.CONTACT_EMAIL);
  const operator = setting(env.OPERATOR_NAME);
  const governingLaw = setting(env.GOVERNING_LAW);
  if (email !== null) {
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
      throw new Error(`CONTACT_EMAIL must be an email address, got "${email}"`);
    if (UNDELIVERABLE.test(email))
      throw new Error(`CONTACT_EMAIL uses a reserved domain that cannot receive mail: "${email}"`);
  }
  return { email, operator, governingLaw };
}

/** The settings a build in `env` lacks: all unset ones on a Netlify production build (CONTEXT=production), else none. */
export function missingForProduction(env: Readonly<Record<string, string | undefined>>): string[] {
  if (env.CONTEXT !== 'production') return [];
  return CONTACT_SETTINGS.filter((name) => !env[name]?.trim());
}

/** This build's contact settings. */
export const CONTACT: Contact = contactFromEnv(process.env);

/** Wording where the address would go when none is configured. */
export const CONTACT_UNSET = 'not yet published';
