// The Content-Security-Policy and security headers, from shop.yaml: the map's host may be framed, the hero's may serve images. Written
// to _headers (Netlify, Cloudflare Pages) and, less what a <meta> cannot carry, into every page for hosts without headers (GitHub Pages).
import { baseOf, type Shop } from '../site/index.ts';

function origin(url: string): string | undefined {
  return url.startsWith('https://') ? new URL(url).origin : undefined;
}

export function contentSecurityPolicy(shop: Shop, options: { meta: boolean }): string {
  const hero = origin(shop.business.heroImage.src);
  const directives: [string, ...string[]][] = [
    ['default-src', "'none'"],
    ['script-src', "'self'"],
    ['style-src', "'self'"],
    ['img-src', "'self'", ...(hero ? [hero] : [])],
    ['frame-src', origin(shop.business.mapEmbedUrl)!],
    ['manifest-src', "'self'"],
    // Same-origin only: the script makes no requests, but tools reading the site from a page (Lighthouse fetches /robots.txt so) need it.
    ['connect-src', "'self'"],
    // The contact form's fallback to WhatsApp (wa.me redirects to api.whatsapp.com, checked too); the blog's newsletter, if any, opens e-mail.
    ['form-action', 'https://wa.me', 'https://api.whatsapp.com', ...(shop.blog?.posts.length && shop.blog.newsletter ? ['mailto:'] : [])],
    ['base-uri', "'none'"],
    ['object-src', "'none'"],
  ];
  // A <meta> policy cannot say who may frame the page: browsers ignore it there, with a warning.
  if (!options.meta) directives.push(['frame-ancestors', "'none'"]);
  return directives.map((d) => d.join(' ')).join('; ');
}

export function headersFile(shop: Shop): string {
  const base = baseOf(shop);
  return [
    `${base}*`,
    `  Content-Security-Policy: ${contentSecurityPolicy(shop, { meta: false })}`,
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  X-Content-Type-Options: nosniff',
    '  X-Frame-Options: DENY',
    '  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    // https only, for a year, once seen. Not "preload": browsers would ship the domain as https-only, hard to undo (README says how).
    '  Strict-Transport-Security: max-age=31536000',
    // Fingerprinted files never change under their name: cache them for a year.
    `${base}assets/*`,
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n');
}
