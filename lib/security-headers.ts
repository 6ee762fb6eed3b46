/**
 * Google Analytics 4 through @next/third-parties: the gtag loader from Tag Manager, hits to the
 * regional collection hosts (Google's documented CSP list for GA4).
 */
const ANALYTICS = ['https://*.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com']

/**
 * The Content-Security-Policy of every response. Scripts allow 'unsafe-inline' because Next
 * streams each page's data as inline scripts; the alternative, a per-request nonce, would make
 * every page render per request and give up the prerendered shells and the response cache (see
 * the README). `dev` adds 'unsafe-eval', which React's development build needs.
 */
export function contentSecurityPolicy(dev = false): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''} ${ANALYTICS.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${ANALYTICS.join(' ')}`,
    "font-src 'self'",
    `connect-src 'self' ${ANALYTICS.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** Headers every response carries, page, API, static file or error alike. */
export function securityHeaders(dev = false): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(dev),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
}

/** HSTS only over https: sent over plain http it would be ignored, and a local http server never wants it. */
export const STRICT_TRANSPORT_SECURITY = { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } as const
