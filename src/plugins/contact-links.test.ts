import { createSatteriMarkdownProcessor } from '@astrojs/markdown-satteri';
import { describe, expect, it } from 'vitest';
import { contactLinks } from './contact-links';

const render = async (email: string | null, markdown: string) =>
  (
    await (await createSatteriMarkdownProcessor({ hastPlugins: [contactLinks(email)] })).render(markdown)
  ).code.trim();
const text =
  'To make a request, email [our contact address](mailto:contact). See [terms](/terms-of-service).';

describe('contactLinks', () => {
  it('puts in the configured address as a mail link', async () => {
    expect(await render('editors@vpncompass.com', text)).toBe(
      '<p>To make a request, email <a href="mailto:editors@vpncompass.com">editors@vpncompass.com</a>. See <a href="/terms-of-service">terms</a>.</p>',
    );
  });

  it('says the address is not yet published when none is configured', async () => {
    expect(await render(null, text)).toBe(
      '<p>To make a request, email our contact address (not yet published). See <a href="/terms-of-service">terms</a>.</p>',
    );
  });
});
