import { contentSecurityPolicy, securityHeaders } from './security-headers'

const directives = (csp: string) => Object.fromEntries(csp.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]))

test('the CSP allows the site itself and Google Analytics, and nothing that embeds or rebases the page', () => {
  const csp = directives(contentSecurityPolicy())
  expect(csp['default-src']).toEqual(["'self'"])
  expect(csp['script-src']).toEqual(["'self'", "'unsafe-inline'", 'https://*.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'])
  expect(csp['object-src']).toEqual(["'none'"])
  expect(csp['base-uri']).toEqual(["'self'"])
  expect(csp['frame-ancestors']).toEqual(["'none'"])
  expect(csp['img-src']).toContain('data:')
  expect(contentSecurityPolicy()).not.toContain('unsafe-eval')
  expect(directives(contentSecurityPolicy(true))['script-src']).toContain("'unsafe-eval'")
})

test('every response header the issue names is set', () => {
  expect(Object.keys(securityHeaders()).sort()).toEqual([
    'Content-Security-Policy', 'Cross-Origin-Opener-Policy', 'Permissions-Policy', 'Referrer-Policy', 'X-Content-Type-Options', 'X-Frame-Options',
  ])
  expect(securityHeaders()['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
})
