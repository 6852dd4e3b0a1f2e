/**
 * The connection check's result region of /check (netlify/functions/check.mts): the address and country the
 * server saw, the address family, and the WebRTC part the page's script fills in, each with what to do.
 */
import { addressFamily } from '../lib/connection-check';
import { escapeHtml } from '../lib/format';

const card = (id: string, title: string, body: string) =>
  `<section id="${id}" aria-labelledby="${id}-title" class="rounded-xl border border-line bg-card p-4 sm:p-5">
<h2 id="${id}-title" class="text-lg font-semibold">${title}</h2>
${body}
</section>`;

const what = (meaning: string, todo: string) =>
  `<p class="mt-2 text-sm"><strong>What it means:</strong> ${meaning}</p><p class="mt-1 text-sm"><strong>What to do:</strong> ${todo}</p>`;

/** The result region, from what the server saw: the client's address and (where Netlify knows it) country. */
export function checkResultHtml(seen: {
  ip: string;
  country?: { code?: string | undefined; name?: string | undefined } | undefined;
}): string {
  const family = addressFamily(seen.ip);
  const country = seen.country?.name ?? seen.country?.code;
  return `<div class="space-y-4" role="status">
${card(
  'check-ip',
  'Your IP address, as our server sees it',
  `<p class="mt-2 text-xl font-bold"><code class="break-all" data-ip>${escapeHtml(seen.ip)}</code></p>
${what(
  'every site you visit sees this address. With your VPN on, it should be your VPN server’s address, not the one your internet provider gave you.',
  'press the button again with the VPN off: if the address is the same both times, the VPN is not carrying this browser’s traffic. Reconnect, and check your app’s split-tunnelling settings.',
)}`,
)}
${card(
  'check-country',
  'Your country, as our server sees it',
  `<p class="mt-2 text-xl font-bold" data-country>${country ? escapeHtml(country) : 'Not known'}</p>
${what(
  country
    ? 'the country Netlify’s location data places this address in. With your VPN on, it should be the country of the server you chose; location data is sometimes wrong for VPN addresses.'
    : 'Netlify could not place this address in a country (a local or private address has none).',
  'if it shows your own country while the VPN is on, connect to a server elsewhere and check again.',
)}`,
)}
${card(
  'check-ipv6',
  'IPv6',
  `<p class="mt-2 text-xl font-bold" data-family>You reached us over ${family}</p>
${what(
  family === 'IPv6'
    ? 'your connection carries IPv6. If your VPN does not support IPv6, this address may bypass the tunnel.'
    : 'this request went over IPv4. This check cannot tell whether your device would also answer over IPv6: we test one connection, the one your browser chose.',
  family === 'IPv6'
    ? 'check that the address above is your VPN’s; if it is not, turn on your VPN app’s IPv6 leak protection or turn IPv6 off on this device.'
    : 'if your VPN supports IPv6 or blocks it, nothing to do; if you are unsure, look for an IPv6 leak protection setting in your VPN app.',
)}`,
)}
${card(
  'check-webrtc-section',
  'Addresses your browser exposes over WebRTC',
  `<div id="check-webrtc" class="mt-2 text-sm"><p>With JavaScript off this part cannot run, and pages cannot use WebRTC either: nothing can leak this way.</p></div>
<p class="mt-2 text-sm"><strong>What it means:</strong> any page can read these addresses with a script, without asking you.</p>`,
)}
</div>
<script type="module" src="/check-webrtc.js"></script>`;
}
