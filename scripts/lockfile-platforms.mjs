/**
 * Adds to package-lock.json the optional platform binaries (tailwindcss, the Astro compiler...) the registry
 * mirror does not serve, with their os/cpu/libc, so `npm ci` does not refuse the lock as out of sync.
 * Run after changing dependencies: `node scripts/lockfile-platforms.mjs`, then `npm ci --dry-run`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const pkgs = lock.packages;
let added = 0;
for (const [key, entry] of Object.entries(pkgs)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = key ? `${key}/node_modules/` : 'node_modules/';
    if (pkgs[`node_modules/${name}`] || pkgs[`${base}${name}`]) continue;
    const m =
      /-(android|darwin|freebsd|linux|win32|wasm32)-?([a-z0-9]+)?(?:-(gnu|musl|gnueabihf|msvc|wasi))?$/.exec(
        name,
      );
    if (!m) {
      console.log('skip', name);
      continue;
    }
    let [, os, cpu, abi] = m;
    const out = { version, optional: true };
    if (os === 'wasm32') {
      out.cpu = ['wasm32'];
    } else {
      out.os = [os];
      if (cpu) out.cpu = [cpu];
      if (abi === 'gnu' || abi === 'gnueabihf') out.libc = ['glibc'];
      if (abi === 'musl') out.libc = ['musl'];
    }
    pkgs[`node_modules/${name}`] = out;
    added++;
    console.log('added', name, version, JSON.stringify(out));
  }
}
lock.packages = Object.fromEntries(
  Object.entries(pkgs).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync('package-lock.json', JSON.stringify(lock, null, 2) + '\n');
console.log('added', added);
