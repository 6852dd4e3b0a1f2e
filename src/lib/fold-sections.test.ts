import { describe, expect, it } from 'vitest';
import { foldSections } from './fold-sections';

describe('foldSections', () => {
  it('wraps each section from its heading to the next in a <details> headed by it, the chosen ones open', () => {
    const html =
      '<p>Lead.</p><h3 id="speed" data-section>Speed</h3><p>Fast.</p><h4>Detail</h4><p>More.</p>' +
      '<h3 id="verdict" data-section>Verdict</h3><p>Good.</p>';
    expect(foldSections(html, (id) => id === 'verdict')).toBe(
      '<p>Lead.</p>' +
        '<details class="fold"><summary class="fold-summary"><h3 id="speed" data-section>Speed</h3></summary><div><p>Fast.</p><h4>Detail</h4><p>More.</p></div></details>' +
        '<details class="fold" open><summary class="fold-summary"><h3 id="verdict" data-section>Verdict</h3></summary><div><p>Good.</p></div></details>',
    );
  });

  it('leaves a text without section headings as it is, and headings not marked as sections inside theirs', () => {
    expect(foldSections('<h3 id="a">A</h3><p>x</p>')).toBe('<h3 id="a">A</h3><p>x</p>');
  });
});
