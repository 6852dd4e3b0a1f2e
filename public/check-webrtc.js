/**
 * The connection check's WebRTC part, loaded by /check/results only (after the reader pressed the button): the
 * addresses this browser exposes to any page over WebRTC. The connection has no ICE servers, so the browser
 * gathers host candidates only and sends nothing anywhere (no STUN request); the addresses stay in this page.
 */
const out = document.getElementById('check-webrtc');

/** What an address reveals: a random *.local name (hidden), loopback, the local network, or a public address. */
function kind(address) {
  const a = address.toLowerCase();
  if (a.endsWith('.local')) return 'hidden';
  if (/^127\./.test(a) || a === '::1') return 'loopback';
  if (/^(10\.|192\.168\.|169\.254\.|172\.(1[6-9]|2\d|3[01])\.)/.test(a) || /^(fe[89ab]|f[cd])/.test(a))
    return 'local';
  return 'public';
}

const MEANING = {
  hidden: 'a random name in place of your address: your browser hides it, nothing to do.',
  loopback: 'this device itself: reveals nothing.',
  local: 'your local network address: it says little about you, and a VPN does not change it.',
  public:
    'a public address. If it is not your VPN server\u2019s (the address above), pages can see your real address: turn on your VPN app\u2019s WebRTC protection, or block WebRTC in your browser.',
};

function show(addresses) {
  out.replaceChildren();
  const p = document.createElement('p');
  if (addresses.length === 0) {
    p.textContent =
      'Your browser exposes no address over WebRTC (it offered none, or WebRTC is off): nothing can leak this way.';
    out.append(p);
    return;
  }
  p.textContent = `Your browser exposes ${addresses.length === 1 ? 'this' : 'these'} over WebRTC:`;
  const ul = document.createElement('ul');
  ul.className = 'mt-2 list-disc space-y-1 pl-5';
  for (const address of addresses) {
    const li = document.createElement('li');
    li.dataset.kind = kind(address);
    const code = document.createElement('code');
    code.className = 'break-all';
    code.textContent = address;
    li.append(code, `: ${MEANING[kind(address)]}`);
    ul.append(li);
  }
  out.append(p, ul);
}

async function gather() {
  if (!out) return;
  if (typeof RTCPeerConnection !== 'function') {
    show([]);
    return;
  }
  const pc = new RTCPeerConnection({ iceServers: [] });
  const addresses = new Set();
  const done = new Promise((resolve) => {
    pc.addEventListener('icecandidate', (event) => {
      if (!event.candidate) resolve();
      else if (event.candidate.address) addresses.add(event.candidate.address);
    });
    // Gathering host candidates takes milliseconds; a browser that never ends it still gets an answer.
    setTimeout(resolve, 3000);
  });
  pc.createDataChannel('check');
  await pc.setLocalDescription(await pc.createOffer());
  await done;
  pc.close();
  show([...addresses]);
}

void gather();
