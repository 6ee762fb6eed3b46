import { checkApiAddress, hostnameOf, isLoopbackHost } from './api-address'
import { readApiEnvironment, type ApiEnvironment } from './api-environment'

/**
 * Where API paths are resolved (spec point 7): '' (same origin) on the product's own host, and on
 * a loopback host — a page served from localhost can only come from the server running on that
 * machine (`npm run serve`, the e2e build), so its own API is the one to ask. Anywhere else (a
 * preview host, a mirror, a server render with no page) the hosted fallback, which must pass the
 * environment checks: an API *address* is never localhost in production.
 */
export function resolveApiBaseUrl(env: ApiEnvironment): string {
  const current = env.currentHost === null ? null : hostnameOf(env.currentHost)
  if (current !== null) {
    if (current === hostnameOf(env.siteUrl)) return ''
    if (isLoopbackHost(current)) return ''
  }
  const fallback = checkApiAddress(env.fallbackUrl, env)
  // Paths start with '/', so the base carries no trailing slash.
  return fallback.origin + fallback.pathname.replace(/\/+$/, '')
}

/** The base address for this page; throws ApiEnvironmentError when the configuration is unsafe. */
export function apiBaseUrl(): string {
  return resolveApiBaseUrl(readApiEnvironment())
}
