/** The page `npm run dev` answers while a content file is broken: the error's words and what to do. */
import { escapeHtml } from './format';

/** The whole HTML page for `message` (a ContentFileError's message: one problem a line). */
export function contentErrorPage(message: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Content error</title></head>
<body style="font: 16px/1.5 system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem">
<h1>A content file needs fixing</h1>
<pre style="white-space: pre-wrap; background: #fef2f2; color: #7f1d1d; padding: 1rem; border-radius: 0.5rem">${escapeHtml(message)}</pre>
<p>Fix the file and reload this page. Until then the site would show the last valid version of it, so it shows this instead.</p>
</body>
</html>
`;
}
