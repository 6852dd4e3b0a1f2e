import { describe, expect, it } from 'vitest';
import { contentErrorPage } from './content-error-page';

describe('the page npm run dev shows while a content file is broken', () => {
  it('shows the error as text, file first, with markup in it escaped', () => {
    const page = contentErrorPage('content/vpn-services/a.json:3:7: not valid JSON: Unexpected token "<b>"');
    expect(page).toContain(
      'content/vpn-services/a.json:3:7: not valid JSON: Unexpected token &#34;&#60;b&#62;&#34;',
    );
    expect(page).not.toContain('<b>');
    expect(page).toContain('Fix the file and reload');
  });
});
