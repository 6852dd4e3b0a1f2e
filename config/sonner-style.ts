/**
 * The stylesheet that sonner (the review form's toasts) inserts as a <style> element when its module loads, and
 * the CSP hash that allows exactly that stylesheet (src/lib/csp.ts). It is found by loading the installed sonner
 * against a minimal document that records what sonner inserts, so it follows sonner's own code, whatever its
 * source looks like, and changes with the installed version.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/** The text of every <style> element sonner's module inserts while it loads. */
export async function sonnerStylesheet(): Promise<string> {
  const inserted: string[] = [];
  const style = { type: '', appendChild: (text: string) => inserted.push(text) };
  const recorder = {
    head: { appendChild: () => undefined },
    getElementsByTagName: () => [],
    createElement: () => style,
    createTextNode: (text: string) => text,
  };
  const global = globalThis as { document?: unknown };
  const before = global.document;
  global.document = recorder;
  try {
    // A module instance of its own (the query), so the stylesheet is inserted again on every call.
    const entry = createRequire(import.meta.url)
      .resolve('sonner')
      .replace(/index\.js$/, 'index.mjs');
    // Node loads it, not Vite: the address is only known at run time.
    await import(/* @vite-ignore */ `${pathToFileURL(entry).href}?stylesheet=${String(Date.now())}`);
  } finally {
    if (before === undefined) delete global.document;
    else global.document = before;
  }
  if (inserted.length !== 1)
    throw new Error(
      `sonner inserted ${String(inserted.length)} stylesheets, not one: update config/sonner-style.ts`,
    );
  return inserted[0] ?? '';
}

/** The CSP source that allows sonner's stylesheet: "sha256-<base64>". */
export async function sonnerStyleHash(): Promise<`sha256-${string}`> {
  return `sha256-${createHash('sha256')
    .update(await sonnerStylesheet())
    .digest('base64')}`;
}
