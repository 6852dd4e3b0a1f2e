import { createSatteriMarkdownProcessor } from '@astrojs/markdown-satteri';
import { describe, expect, it } from 'vitest';
import { contactLinks } from './contact-links';

const render = async (settings: Parameters<typeof contactLinks>[0], markdown: string) =>
  (
    await (await createSatteriMarkdownProcessor({ hastPlugins: [contactLinks(settings)] })).render(markdown)
  ).code.trim();
const text =
  'To make a request, email [our contact address](mailto:contact). See [terms](/terms-of-service).';
const law =
  'These Terms are governed by the law of [the jurisdiction the operator names](setting:governing-law).';

describe('contactLinks', () => {
  it('puts in the configured address as a mail link', async () => {
    expect(await render({ email: 'editors@vpncompass.com', governingLaw: null }, text)).toBe(
      '<p>To make a request, email <a href="mailto:editors@vpncompass.com">editors@vpncompass.com</a>. See <a href="/terms-of-service">terms</a>.</p>',
    );
  });

  it('says the address is not yet published when none is configured', async () => {
    expect(await render({ email: null, governingLaw: null }, text)).toBe(
      '<p>To make a request, email our contact address (not yet published). See <a href="/terms-of-service">terms</a>.</p>',
    );
  });

  it('puts in the governing law as text, or says it is not yet published', async () => {
    expect(await render({ email: null, governingLaw: 'England and Wales' }, law)).toBe(
      '<p>These Terms are governed by the law of England and Wales.</p>',
    );
    expect(await render({ email: null, governingLaw: null }, law)).toBe(
      '<p>These Terms are governed by the law of the jurisdiction the operator names (not yet published).</p>',
    );
  });

  it('changes its serialised form with the settings, so a rebuild with new settings renders pages again', () => {
    // Astro keys its content cache on the JSON of its config, where this plugin stands; functions drop out.
    const unset = JSON.stringify(contactLinks({ email: null, governingLaw: null }));
    expect(JSON.stringify(contactLinks({ email: null, governingLaw: 'Ireland' }))).not.toBe(unset);
    expect(JSON.stringify(contactLinks({ email: 'editors@vpncompass.com', governingLaw: null }))).not.toBe(
      unset,
    );
  });
});
