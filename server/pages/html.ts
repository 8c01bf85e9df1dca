/** Small helpers for the server-rendered service pages: escaping and one shared page frame. */
import type { FastifyReply } from 'fastify';
import { DEFAULT_LANGUAGE, type Language } from '../../src/core/language';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for element content and double- or single-quoted attributes. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** JSON safe to place inside <script>: no "</script>" or "<!--" can form. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const BASE_CSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d1b29;background:#f4f3f8}
main{max-width:400px;margin:0 auto;padding:32px 24px}
h1{font-size:22px;margin:0 0 20px}
label{display:block;font-weight:600;margin:14px 0 6px}
input{width:100%;padding:10px 12px;font:inherit;border:1px solid #b9b5c9;border-radius:8px;background:#fff}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #6d4aff;outline-offset:2px}
button,.button{display:block;width:100%;margin-top:20px;padding:11px 12px;font:inherit;font-weight:600;color:#fff;background:#6d4aff;border:0;border-radius:8px;cursor:pointer;text-align:center;text-decoration:none}
.secondary{color:#4b2fd6;background:transparent;border:1px solid #6d4aff}
[role=tablist]{display:flex;gap:4px;border-bottom:1px solid #d9d6e4}
[role=tab]{width:auto;flex:1;margin:0;color:#5c5870;background:transparent;border-bottom:3px solid transparent;border-radius:8px 8px 0 0}
[role=tab][aria-selected=true]{color:#1d1b29;border-bottom:3px solid #6d4aff}
.error{margin:16px 0 0;padding:10px 12px;color:#8a1020;background:#fde8eb;border-radius:8px}
.hint{margin:4px 0 0;font-size:14px;color:#5c5870}
@media (prefers-color-scheme:dark){body{color:#eceaf5;background:#16151d}input{color:#eceaf5;background:#22202c;border-color:#4a4760}[role=tab]{color:#a9a5bd}[role=tab][aria-selected=true]{color:#eceaf5}.secondary{color:#c9bcff}.error{color:#ffd5db;background:#4b1822}.hint{color:#a9a5bd}}
`;

export interface PageOptions {
  /** The language the page is written in (`<html lang>`); English by default. */
  lang?: Language;
  title: string;
  body: string;
  /** Inline script, placed after the body. */
  script?: string;
}

export function renderPage({ lang = DEFAULT_LANGUAGE, title, body, script }: PageOptions): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${BASE_CSS}</style>
</head>
<body>
${body}
${script ? `<script>${script}</script>` : ''}
</body>
</html>`;
}

/**
 * Sends a service page: never cached (it carries codes and sign-in state), framable only by this origin
 * (the login dialog embeds it; a host site framing the app may not frame these), and never leaking its URL as a
 * referrer to other sites. Its policy replaces the app's (`server/http/security-headers.ts`): these pages run
 * inline scripts of their own.
 */
export function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .status(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', "frame-ancestors 'self'")
    .header('Referrer-Policy', 'same-origin')
    .header('X-Content-Type-Options', 'nosniff')
    .send(html);
}
