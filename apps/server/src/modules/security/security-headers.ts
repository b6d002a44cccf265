import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { MiddlewareHandler } from 'hono';

/** The sha256 source of every inline <script> of the built page (the theme's no-flash snippet), for the CSP. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = match[1] ?? '';
    if (body.trim() === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

export function contentSecurityPolicy(baseUrl: string, scriptHashes: readonly string[]): string {
  const url = new URL(baseUrl);
  const socket = `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`;
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    // Radix and React position popovers with inline styles and inject a scroll-lock <style>; no script runs from them.
    "style-src 'self' 'unsafe-inline'",
    // Agents may answer with images from anywhere on https; favicons and music come from this server.
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob:",
    "font-src 'self'",
    `connect-src 'self' ${socket}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Powerful features switched off. Only names Chromium recognises: it logs an error on every page for any
 * other (`bluetooth` was one: Web Bluetooth is not a policy-controlled feature there).
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=()';

/**
 * Headers on every response: the app cannot be framed, content types are not sniffed, referrers stay
 * on this site, powerful features are off, and HTTPS is pinned when the app is served over it. A route
 * that sets its own policy (the sandbox pages) keeps it.
 */
export function securityHeaders(options: { baseUrl: string; indexHtmlPath: string }): MiddlewareHandler {
  const html = existsSync(options.indexHtmlPath) ? readFileSync(options.indexHtmlPath, 'utf8') : '';
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(options.baseUrl, inlineScriptHashes(html)),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
  if (options.baseUrl.startsWith('https:')) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  };
}
