/**
 * Words keep their spaces in every built page: a screen reader reads table captions and screen-reader-only text
 * as they are, so "NordVPNandSurfshark" is read as one word. Read from dist/, text node by text node (text
 * split across elements is laid out by CSS and not judged here):
 * - a provider's name or a ranking's title stands apart from the words around it;
 * - no comma, semicolon or closing bracket runs into the next word, and no sentence into the next.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { HTMLElement, TextNode, parse, type Node } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { loadProviders } from '../support/providers';
import { CRITERIA } from '../../src/lib/criteria';

const DIST = 'dist';
const providers = await loadProviders();

function htmlFiles(dir = ''): string[] {
  return readdirSync(join(DIST, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

/** The text nodes a reader meets (scripts, styles and code left out), each with the tag of its element. */
function textNodes(node: Node, tag = ''): { tag: string; text: string }[] {
  if (node instanceof TextNode) return [{ tag, text: node.text }];
  const name = node instanceof HTMLElement ? node.rawTagName.toLowerCase() : '';
  if (['script', 'style', 'code', 'pre', 'template'].includes(name)) return [];
  return node.childNodes.flatMap((child) => textNodes(child, name || tag));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Names and titles that must stand apart, each as a pattern that finds it glued to a letter on either side. */
const names = [...providers.map((p) => p.name), ...CRITERIA.map((c) => c.title)].map(
  (name) => [name, new RegExp(`\\p{L}${escape(name)}|${escape(name)}(?![’'s\\b])\\p{L}`, 'iu')] as const,
);
const gluedPunctuation = /[,;)][\p{L}]|[\p{Ll}\d)][.!?]\p{Lu}\p{Ll}/u;
/** Names that hold punctuation and host names (a source's address as its link text), which are not prose. */
const notProse = (text: string) =>
  text
    .replace(/ToS;DR/g, 'ToS DR')
    .replace(/\b[\w-]+(\.[\w-]+)+\b/g, (host) => (/\.(com|net|org|io|me)\b/.test(host) ? '' : host));

/** Every place in a page's text where words run together, as "page: <tag> …text…". */
export function gluedWords(page: string, html: string): string[] {
  // From the root's children: the root itself is no element.
  return parse(html)
    .childNodes.flatMap((node) => textNodes(node))
    .flatMap(({ tag, text: raw }) => {
      const text = notProse(raw);
      const found = [
        ...names.filter(([, pattern]) => pattern.test(text)).map(([name]) => `"${name}" glued to a word`),
        ...(gluedPunctuation.test(text) ? [`no space after "${gluedPunctuation.exec(text)?.[0]}"`] : []),
      ];
      return found.map((what) => `${page}: <${tag}> ${what} in "${text.trim().slice(0, 120)}"`);
    });
}

describe('spacing of the built text', () => {
  it('finds words run together in a made-up caption and summary', () => {
    expect(
      gluedWords('/x', '<table><caption>NordVPNandSurfshark across the rows</caption></table>'),
    ).toHaveLength(2);
    expect(gluedWords('/x', '<p>Providers ranked bymost simultaneous devices</p>')).toHaveLength(1);
    expect(gluedWords('/x', '<p>NordVPN (4.8 out of 5),Surfshark (4.6)</p>')).toHaveLength(1);
    expect(gluedWords('/x', "<p>NordVPN's plans, hidemy.name VPN and U.S. law (4.5). The end.</p>")).toEqual(
      [],
    );
  });

  it('keeps a space around every name and after every comma in every built page', () => {
    const pages = htmlFiles();
    expect(pages.length).toBeGreaterThan(providers.length);
    const problems = pages.flatMap((file) => gluedWords(`/${file}`, readFileSync(join(DIST, file), 'utf8')));
    expect(problems).toEqual([]);
  });
});
