// The Content-Security-Policy and security headers, from shop.yaml: the map's host may be framed, the
// hero's host may serve images, nothing else from elsewhere. Written to _headers (Netlify, Cloudflare
// Pages) and, less what a <meta> cannot carry, into every page for hosts without headers (GitHub Pages).
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
    // Same-origin requests only. The script makes none, but tools that read the site from inside a
    // page (Lighthouse fetches /robots.txt that way) are refused without it.
    ['connect-src', "'self'"],
    // The contact form falls back to WhatsApp without a script (wa.me redirects to
    // api.whatsapp.com, and the policy applies to the redirect too); the newsletter opens e-mail.
    ['form-action', 'https://wa.me', 'https://api.whatsapp.com', 'mailto:'],
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
    // Browsers that have seen the site once use https only, for a year. Not "preload": that asks
    // browsers to ship the domain as https-only, hard to undo (README says how to add it).
    '  Strict-Transport-Security: max-age=31536000',
    // Fingerprinted files never change under their name: cache them for a year.
    `${base}assets/*`,
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n');
}
