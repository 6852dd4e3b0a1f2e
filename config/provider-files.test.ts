/**
 * What an editor sees for each kind of hostile or mistaken content edit: the message of checkContent over a
 * temporary copy of content/ with one edit, exactly as the build, `npm run dev`, `content:check` and `facts` print
 * it (file:line:column: field: message).
 */
import { cp, mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkContent } from './provider-files';

const CONTENT = fileURLToPath(new URL('../content', import.meta.url));
let root = '';

beforeEach(async () => {
  root = path.join(await mkdtemp(path.join(tmpdir(), 'content-')), 'content');
  await cp(CONTENT, root, { recursive: true });
});
afterEach(async () => {
  await rm(path.dirname(root), { recursive: true, force: true });
});

/** Replaces `from` (which must be there) with `to` in a file of the copy; returns the file's path. */
async function edit(file: string, from: string, to: string): Promise<string> {
  const at = path.join(root, file);
  const text = await readFile(at, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} has no ${from}`);
  await writeFile(at, text.replace(from, to));
  return at;
}

/** Line and column (from 1) where `needle` first starts in a file of the copy. */
async function placeOf(file: string, needle: string): Promise<string> {
  const text = await readFile(path.join(root, file), 'utf8');
  const before = text.slice(0, text.indexOf(needle)).split('\n');
  return `${String(before.length)}:${String((before.at(-1)?.length ?? 0) + 1)}`;
}

/** The message checkContent throws for the copy. */
const message = () =>
  checkContent(root).then(
    () => 'no error',
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );

const NORDVPN = 'vpn-services/nordvpn.json';
const SURFSHARK = 'vpn-services/surfshark.json';
const IVPN = 'vpn-services/ivpn.json';
const SOURCES = 'sources.json';

/**
 * Changes the record of source `id` in the copy's content/sources.json (the file written back as JSON); returns the
 * file's path and the source's index, where a message about it points.
 */
async function editSource(
  id: string,
  change: (source: Record<string, unknown>) => void,
): Promise<{ file: string; index: number }> {
  const file = path.join(root, SOURCES);
  const sources = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>[];
  const index = sources.findIndex((s) => s.id === id);
  const source = sources[index];
  if (!source) throw new Error(`sources.json has no source ${id}`);
  change(source);
  await writeFile(file, `${JSON.stringify(sources, null, 2)}\n`);
  return { file, index };
}

describe('checkContent', () => {
  it('accepts the content as it is', async () => {
    expect(await message()).toBe('no error');
  });

  it('refuses an unknown field with its line, column and the field meant', async () => {
    const file = await edit(NORDVPN, '  "serverCount": ', '  "serverCuont": 8000,\n  "serverCount": ');
    expect(await message()).toBe(
      `${file}:${await placeOf(NORDVPN, '"serverCuont"')}: serverCuont: unknown field; did you mean serverCount?`,
    );
  });

  it('names every file with a slip, not only the first, in the order the build reads them', async () => {
    const provider = await edit(NORDVPN, '  "serverCount": ', '  "serverCuont": 8000,\n  "serverCount": ');
    const guide = await edit(
      'guides/split-tunnelling.md',
      'featured: false\n',
      'featured: false\ndraft: true\n',
    );
    const faq = await edit('faq.json', '"question"', '"qestion"');
    const lines = (await message()).split('\n');
    expect(lines[0]).toBe(
      `${provider}:${await placeOf(NORDVPN, '"serverCuont"')}: serverCuont: unknown field; did you mean serverCount?`,
    );
    expect(lines.map((line) => line.split(':')[0])).toEqual([
      provider,
      guide,
      ...lines.slice(2).map(() => faq),
    ]);
    expect(lines.at(-1)).toMatch(/: sections\.0\.items\.0\.qestion: unknown field; did you mean question\?$/);
  });

  it('refuses an unknown field deep in a file, and a draft flag on a guide', async () => {
    const file = await edit(NORDVPN, '"pricing": {', '"pricing": { "compiledat": "2026-11-21",');
    expect(await message()).toMatch(
      new RegExp(
        `^${file}:\\d+:\\d+: provenance\\.pricing\\.compiledat: unknown field; did you mean compiledAt\\?$`,
      ),
    );
    await edit(NORDVPN, ' "compiledat": "2026-11-21",', '');
    const guide = await edit(
      'guides/split-tunnelling.md',
      'featured: false\n',
      'featured: false\ndraft: true\n',
    );
    expect(await message()).toBe(
      `${guide}:${await placeOf('guides/split-tunnelling.md', 'draft: true')}: draft: unknown field; there are no drafts: every file in content/ is published, so keep unfinished work on a git branch`,
    );
  });

  it('refuses a reused id, naming the provider that has it', async () => {
    const copy = path.join(root, 'vpn-services/x.json');
    await cp(path.join(root, NORDVPN), copy);
    await cp(path.join(root, 'vpn-reviews/nordvpn.mdx'), path.join(root, 'vpn-reviews/x.mdx'));
    expect(await message()).toBe(
      `${copy}: id: 2 is already used by nordvpn.json: give each provider its own id`,
    );
  });

  it('refuses two provider files whose names differ only in case', async () => {
    const upper = path.join(root, 'vpn-services/NordVPN.json');
    await writeFile(
      upper,
      (await readFile(path.join(root, NORDVPN), 'utf8')).replace('"id": 2,', '"id": 901,'),
    );
    await cp(path.join(root, 'vpn-reviews/nordvpn.mdx'), path.join(root, 'vpn-reviews/NordVPN.mdx'));
    expect(await message()).toBe(
      `${path.join(root, NORDVPN)}: file name: nordvpn.json and NordVPN.json differ only in case: one provider, one file (addresses are lower case)`,
    );
  });

  it('refuses removing a provider while other texts still link to its pages, naming each link', async () => {
    const guide = 'guides/free-vs-paid-vpns.md';
    const place = await placeOf(guide, '/vpn/windscribe');
    await unlink(path.join(root, 'vpn-services/windscribe.json'));
    await unlink(path.join(root, 'vpn-reviews/windscribe.mdx'));
    const text = await message();
    expect(text).toContain(
      `${path.join(root, guide)}:${place}: a link to /vpn/windscribe, but no provider file has the slug "windscribe" (content/vpn-services/windscribe.json): remove the link or point it at a provider we review`,
    );
    // Every text that links it is named, the other reviews too.
    expect(text).toContain(`${path.join(root, 'vpn-reviews/mullvad.mdx')}:`);
  });

  it('refuses a review without its provider, and a provider without its review', async () => {
    await cp(path.join(root, 'vpn-reviews/veepn.mdx'), path.join(root, 'vpn-reviews/ghostvpn.mdx'));
    expect(await message()).toBe(
      `${path.join(root, 'vpn-reviews/ghostvpn.mdx')}: no provider file content/vpn-services/ghostvpn.json: a review needs its provider (or remove the review)`,
    );
    await unlink(path.join(root, 'vpn-reviews/ghostvpn.mdx'));
    await unlink(path.join(root, 'vpn-reviews/veepn.mdx'));
    expect(await message()).toBe(
      `${path.join(root, 'vpn-services/veepn.json')}: no review content/vpn-reviews/veepn.mdx: a provider needs its review`,
    );
  });

  it.each([
    [
      'javascript:alert(document.domain)',
      'not a web address: write one starting with https:// (or http://) and a domain',
    ],
    ['ftp://nordvpn.com/', 'not a web address: write one starting with https:// (or http://) and a domain'],
    ['https://127.0.0.1/', 'not a web address: write one starting with https:// (or http://) and a domain'],
    [
      'https://editor:s3cret@nordvpn.com/',
      'a web address with a user name or password in it: remove the part before @',
    ],
    [`https://nordvpn.com/${'a'.repeat(2100)}`, 'a web address of at most 2,048 characters'],
  ])('refuses the link %s', async (url, refusal) => {
    const file = await edit(NORDVPN, '"affiliateUrl": "https://nordvpn.com/"', `"affiliateUrl": "${url}"`);
    expect(await message()).toBe(
      `${file}:${await placeOf(NORDVPN, '"affiliateUrl"')}: affiliateUrl: ${refusal}`,
    );
  });

  it('refuses credentials in a recorded source, where the registry records its address', async () => {
    const file = await edit(SOURCES, '"url": "https://', '"url": "https://editor:s3cret@');
    expect(await message()).toBe(
      `${file}:${await placeOf(SOURCES, '"url": "https://editor')}: 0.url: a web address with a user name or password in it: remove the part before @`,
    );
  });

  it('refuses credentials in the page a fact was checked against', async () => {
    const file = await edit(
      NORDVPN,
      '"standout": {\n      "compiledAt": "2026-11-21"',
      '"standout": {\n      "compiledAt": "2026-11-21",\n      "checkedAt": "2026-12-01",\n      "checkedUrl": "https://editor:s3cret@nordvpn.com/"',
    );
    expect(await message()).toBe(
      `${file}:${await placeOf(NORDVPN, '"checkedUrl"')}: provenance.standout.checkedUrl: a web address with a user name or password in it: remove the part before @`,
    );
  });

  it.each([
    ['2026-02-30', 'not a day like 2026-11-21 (YYYY-MM-DD, a day the calendar has)'],
    ['2026-11-5', 'not a day like 2026-11-21 (YYYY-MM-DD, a day the calendar has)'],
    ['Nov 5 2026', 'not a day like 2026-11-21 (YYYY-MM-DD, a day the calendar has)'],
    ['2099-01-01', 'a day in the future: write the day it happened, not after today'],
  ])('refuses the guide date %s where it is written', async (day, refusal) => {
    const file = await edit('guides/split-tunnelling.md', 'publishedAt: 2026-11-21', `publishedAt: ${day}`);
    expect(await message()).toBe(`${file}:5:1: publishedAt: ${refusal}`);
  });

  it('names the field that holds a stray bracket, not the text whose token reads it', async () => {
    const file = await edit(NORDVPN, '"jurisdiction": "Panama"', '"jurisdiction": "Panama ]] (offshore)"');
    expect(await message()).toBe(
      `${file}:${await placeOf(NORDVPN, '"jurisdiction"')}: jurisdiction: a [[ or ]] outside a token: write tokens as [[name]], and no other double brackets`,
    );
  });

  it('refuses an impossible day in a provider file', async () => {
    const file = await edit(NORDVPN, '"publishedAt": "2026-11-21"', '"publishedAt": "2026-02-30"');
    expect(await message()).toMatch(
      new RegExp(
        `^${file}:\\d+:\\d+: publishedAt: not a day like 2026-11-21 \\(YYYY-MM-DD, a day the calendar has\\)$`,
      ),
    );
  });

  it('refuses an MDX slip in a review where it is: an unclosed tag, a stray brace, a stray closing tag', async () => {
    const review = 'vpn-reviews/nordvpn.mdx';
    const file = await edit(review, 'It is not the cheapest', '<div>It is not the cheapest');
    const line = (await placeOf(review, '<div>It is not')).split(':')[0] ?? '';
    expect(await message()).toMatch(
      new RegExp(
        `^${file}:${line}:\\d+: not valid MDX: Expected a closing tag for \`<div>\` \\(${line}:\\d+\\) before the end of \`paragraph\`$`,
      ),
    );
    await edit(review, '<div>It is not', 'It is not');
    // Every review ends in its verdict: the slip goes on the line before its heading.
    await edit(review, '## Verdict', 'A stray { brace\n\n## Verdict');
    const stray = await placeOf(review, '{ brace');
    expect(await message()).toBe(
      `${file}:${stray}: not valid MDX: Unexpected end of file in expression, expected a corresponding closing brace for \`{\``,
    );
    await edit(review, 'A stray { brace', 'A stray </b> tag');
    expect(await message()).toBe(
      `${file}:${await placeOf(review, '</b>')}: not valid MDX: Unexpected closing tag \`</b>\`, expected an open tag first`,
    );
  });

  it('refuses frontmatter in a review: its fields live in the provider file', async () => {
    const file = await edit(
      'vpn-reviews/nordvpn.mdx',
      '## Overview',
      '---\ntitle: NordVPN\n---\n\n## Overview',
    );
    expect(await message()).toBe(`${file}:2:1: title: unknown field`);
  });

  it('refuses an unknown component and code in curly braces in a review, each where it is', async () => {
    const review = 'vpn-reviews/nordvpn.mdx';
    const file = await edit(
      review,
      '## Verdict',
      '<Callout kind="tip" />\n\nIt has {servers} servers {/* a comment is fine */}.\n\n## Verdict',
    );
    expect(await message()).toBe(
      [
        `${file}:${await placeOf(review, '<Callout')}: <Callout>: unknown component: a review is Markdown and HTML, and no component of that name is given to it`,
        `${file}:${await placeOf(review, '{servers}')}: {servers}: code in curly braces: write a figure as a token ([[servers]]), and a brace as \\{`,
      ].join('\n'),
    );
  });

  it('refuses an unknown field in the FAQ with its path, line and column', async () => {
    const file = await edit(
      'faq.json',
      '"question": "What is VPN Compass?"',
      '"qestion": "What is VPN Compass?"',
    );
    expect(await message()).toBe(
      [
        `${file}:${await placeOf('faq.json', '{\n          "id": "what-is-vpn-compass"')}: sections.0.items.0.question: Invalid input: expected string, received undefined`,
        `${file}:${await placeOf('faq.json', '"qestion"')}: sections.0.items.0.qestion: unknown field; did you mean question?`,
      ].join('\n'),
    );
  });

  it('refuses a wrong value in the criteria, rankings and testimonials, and a file of the wrong shape', async () => {
    const criteria = await edit('vpn-criteria.json', '"icon": "eye-off"', '"icon": "eye"');
    expect(await message()).toBe(
      `${criteria}:${await placeOf('vpn-criteria.json', '"icon"')}: 0.icon: Invalid option: expected one of "shield"|"lock"|"zap"|"globe"|"devices"|"headset"|"eye-off"|"wallet"`,
    );
    await edit('vpn-criteria.json', '"icon": "eye"', '"icon": "eye-off"');
    const rankings = await edit('rankings.json', '"meaning": "', '"meaning": 3, "meening": "');
    expect(await message()).toBe(
      [
        `${rankings}:${await placeOf('rankings.json', '"meaning"')}: 0.meaning: Invalid input: expected string, received number`,
        `${rankings}:${await placeOf('rankings.json', '"meening"')}: 0.meening: unknown field; did you mean meaning?`,
      ].join('\n'),
    );
    await edit('rankings.json', '"meaning": 3, "meening": "', '"meaning": "');
    const testimonials = path.join(root, 'testimonials.json');
    await writeFile(
      testimonials,
      '[\n  {\n    "quote": "Clear.",\n    "author": "A reader",\n    "context": "Email to the editors",\n    "date": "2099-01-01"\n  }\n]\n',
    );
    expect(await message()).toBe(
      `${testimonials}:6:5: 0.date: a day in the future: write the day it happened, not after today`,
    );
    await writeFile(testimonials, '{ "testimonials": [] }\n');
    expect(await message()).toBe(`${testimonials}:1:1: (the whole file): not a list [ … ] of testimonials`);
    await writeFile(testimonials, '[\n  { "quote": "x", }\n]\n');
    expect(await message()).toMatch(new RegExp(`^${testimonials}:2:\\d+: not valid JSON: `));
  });
});

describe('checkContent: the slips of the evidence model, each named by file, line and field', () => {
  it('refuses a source date the calendar lacks', async () => {
    const { file, index } = await editSource('clubic-nordvpn-audit-2026-02-04', (s) => {
      s.date = '2025-02-30';
    });
    expect(await message()).toBe(
      `${file}:${await placeOf(SOURCES, '"date": "2025-02-30"')}: ${String(index)}.date: not a day the calendar has (write the date as the source prints it: 2025, 2025-02 or 2025-02-28)`,
    );
  });

  it('refuses a source dated after today', async () => {
    const next = String(new Date().getUTCFullYear() + 1);
    const { file, index } = await editSource('clubic-nordvpn-audit-2026-02-04', (s) => {
      s.date = next;
    });
    expect((await message()).split('\n')[0]).toBe(
      `${file}:${await placeOf(SOURCES, `"date": "${next}"`)}: ${String(index)}.date: a date in the future: write the date the source carries, not after today`,
    );
  });

  it('refuses a source read before its own date', async () => {
    const { file, index } = await editSource('clubic-nordvpn-audit-2026-02-04', (s) => {
      s.readAt = '2026-01-10';
    });
    expect(await message()).toBe(
      `${file}:${await placeOf(SOURCES, '"readAt": "2026-01-10"')}: ${String(index)}.readAt: read on 2026-01-10, before the source's own date 2026-02-04: a source is read after it is dated`,
    );
  });

  it('refuses an exchange rate without the day it is for', async () => {
    const { file, index } = await editSource('clubic-nordvpn-audit-2026-02-04', (s) => {
      s.date = '2026-02';
      s.exchangeRate = { currency: 'EUR', usd: 1.08 };
    });
    expect(await message()).toBe(
      `${file}:${await placeOf(SOURCES, '"date": "2026-02"')}: ${String(index)}.date: an exchange rate needs the day it is for (date: YYYY-MM-DD)`,
    );
  });

  it('refuses a source on a deploy preview of the provider’s site, unless it is withdrawn', async () => {
    const preview = 'https://deploy-preview-12--f-secure-vpn.netlify.app/privacy';
    const { file, index } = await editSource('fsecure-community-freedome-subscription-options', (s) => {
      s.url = preview;
    });
    expect(await message()).toBe(
      `${file}:${await placeOf(SOURCES, `"url": "${preview}"`)}: ${String(index)}.url: the source is on a preview or branch-deploy host (deploy-preview-12--f-secure-vpn.netlify.app), not the public site: record the public page instead (or mark it "withdrawn" to keep it for the record, unlinked)`,
    );
  });

  it('names the provider file, line and fact where a source states a fact the file does not cite it for', async () => {
    await editSource('comparitech-telemetry-2026-06-27', (s) => {
      const states = s.states as Record<string, string[]>;
      states.nordvpn = [...(states.nordvpn ?? []), 'refund'];
    });
    const file = path.join(root, NORDVPN);
    expect(await message()).toBe(
      `${file}:${await placeOf(NORDVPN, '"refund": {')}: provenance.refund: the source "comparitech-telemetry-2026-06-27" states refund for nordvpn, but this file does not cite it: record it as the source, in "also" (same value) or in "readings" (another value)`,
    );
  });

  it('refuses an ownership parent of spaces only', async () => {
    const file = await edit(SURFSHARK, '"parent": "Nord Security"', '"parent": "   "');
    expect(await message()).toBe(
      `${file}:${await placeOf(SURFSHARK, '"parent"')}: ownership.parent: only spaces: write the name, or leave the field out`,
    );
  });

  it('refuses a term on a weekly plan: it runs one week a payment', async () => {
    const file = await edit(
      IVPN,
      '"price": "2",\n      "period": "week",',
      '"price": "2",\n      "period": "week",\n      "months": 1,',
    );
    expect(await message()).toBe(
      `${file}:${await placeOf(IVPN, '"months": 1,')}: plans.0.months: a weekly plan runs one week a payment: it has no months`,
    );
    // A bill on a weekly plan: one message, the weekly plan's, not a second about bills of monthly plans.
    await edit(IVPN, '"months": 1,', '"billed": true,');
    expect(await message()).toBe(
      `${file}:${await placeOf(IVPN, '"billed": true,')}: plans.0.billed: a weekly plan runs one week a payment: it has no billed`,
    );
  });

  it('refuses a provider listed as its own sister brand, however its name is written', async () => {
    const file = await edit(
      SURFSHARK,
      '"otherBrands": ["NordVPN"]',
      '"otherBrands": ["NordVPN", "Surfshark"]',
    );
    expect(await message()).toBe(
      `${file}:${await placeOf(SURFSHARK, '"Surfshark"]')}: ownership.otherBrands.1: "Surfshark" is this provider itself: list only its sister brands`,
    );
    // As /owners links a brand to our provider of that name: "Surfshark VPN" would link Surfshark to itself.
    await edit(SURFSHARK, '"NordVPN", "Surfshark"]', '"NordVPN", "Surfshark VPN"]');
    expect(await message()).toBe(
      `${file}:${await placeOf(SURFSHARK, '"Surfshark VPN"]')}: ownership.otherBrands.1: "Surfshark VPN" is this provider itself: list only its sister brands`,
    );
  });

  it('refuses a cycle of owners across two provider files, naming each file, its parent and the cycle', async () => {
    const nordvpn = await edit(
      NORDVPN,
      '"owner": "nordvpn s.a.",\n    "parent": "Nord Security"',
      '"owner": "Nord Security",\n    "parent": "Surfshark B.V."',
    );
    const surfshark = path.join(root, SURFSHARK);
    const fix = 'a company cannot be under itself; correct the record its source does not support';
    expect(await message()).toBe(
      [
        `${nordvpn}:${await placeOf(NORDVPN, '"parent"')}: ownership.parent: a cycle of owners: Nord Security is under Surfshark B.V. (nordvpn.json), which is under Nord Security (surfshark.json): ${fix}`,
        `${surfshark}:${await placeOf(SURFSHARK, '"parent"')}: ownership.parent: a cycle of owners: Surfshark B.V. is under Nord Security (surfshark.json), which is under Surfshark B.V. (nordvpn.json): ${fix}`,
      ].join('\n'),
    );
  });

  it('refuses a parent that is the owner itself', async () => {
    const file = await edit(SURFSHARK, '"parent": "Nord Security"', '"parent": "Surfshark B.V."');
    expect(await message()).toBe(
      `${file}:${await placeOf(SURFSHARK, '"parent"')}: ownership.parent: the parent is the owner itself: leave parent out where the source names no other company`,
    );
  });

  it.each([
    [
      '[10, 5]',
      'a device range is written [low, high], the smaller first (write one number where both are equal)',
    ],
    ['[-3, 5]', 'a device range [low, high] counts at least 1 device at each end'],
    ['1000000', 'more than 100 devices is past any offer we know: check the figure (write 0 for unlimited)'],
  ])('refuses the device limit %s', async (limit, refusal) => {
    const file = await edit(NORDVPN, '"deviceLimit": 10,', `"deviceLimit": ${limit},`);
    expect(await message()).toBe(
      `${file}:${await placeOf(NORDVPN, '"deviceLimit"')}: deviceLimit: ${refusal}`,
    );
  });

  it('refuses a money-back window of a hundred years', async () => {
    const file = await edit(NORDVPN, '"moneyBackDays": 30,', '"moneyBackDays": 36500,');
    expect(await message()).toBe(
      `${file}:${await placeOf(NORDVPN, '"moneyBackDays"')}: moneyBackDays: a money-back window over 120 days is past any offer we know: check the figure`,
    );
  });

  it('refuses a price range written high-low', async () => {
    const file = await edit(NORDVPN, '"price": "12.99"', '"price": "12.99-9.99"');
    expect(await message()).toBe(
      `${file}:${await placeOf(NORDVPN, '"price": "12.99-9.99"')}: plans.0.price: a range is written low-high, the smaller amount first: "9.99-12.99"`,
    );
  });

  it('refuses the same audit twice', async () => {
    const data = JSON.parse(await readFile(path.join(root, NORDVPN), 'utf8')) as { audits: unknown[] };
    const file = await edit(
      NORDVPN,
      '  "audits": [\n',
      `  "audits": [\n${JSON.stringify(data.audits[0])},\n`,
    );
    // The copy (on one line) stands first; the original, now the second record of that audit, is the one named.
    expect(await message()).toBe(
      `${file}:${await placeOf(NORDVPN, '{\n      "firm": "Deloitte')}: audits.1: the same audit twice (Deloitte Audit Lithuania, 2025-12-12): keep one record, with every source that reports it in "also"`,
    );
  });

  it('refuses a reading whose value is not of the fact’s shape', async () => {
    // A reading of NordVPN's devices from its own money-back page, which states no device limit.
    const file = path.join(root, NORDVPN);
    const data = JSON.parse(await readFile(file, 'utf8')) as {
      provenance: { devices: { readings?: unknown[] } };
    };
    const readings = data.provenance.devices.readings ?? [];
    const at = readings.length;
    data.provenance.devices.readings = [...readings, { source: 'nordvpn-support-money-back', value: 'ten' }];
    await writeFile(file, `${JSON.stringify(data, null, 2)}\n`);
    expect(await message()).toBe(
      `${file}:${await placeOf(NORDVPN, '"value": "ten"')}: provenance.devices.readings.${String(at)}.value: not a value of devices: value: Invalid input`,
    );
    // A count is the shape of devices: the file passes its schema, and the rules between files take over.
    await edit(NORDVPN, '"value": "ten"', '"value": 5');
    const text = await readFile(file, 'utf8');
    const before = text.slice(0, text.lastIndexOf('"source"', text.indexOf('"value": 5'))).split('\n');
    const place = `${String(before.length)}:${String((before.at(-1)?.length ?? 0) + 1)}`;
    expect(await message()).toBe(
      `${file}:${place}: provenance.devices.readings.${String(at)}.source: the source "nordvpn-support-money-back" does not state devices for nordvpn (its "states" in content/sources.json): add "devices" there if it does, or cite a source that states it`,
    );
  });
});
