import { checkApiAddress, hostnameOf, isLoopbackHost } from './api-address'
import { readApiEnvironment, type ApiEnvironment } from './api-environment'

/**
 * Where API paths are resolved (spec point 7): '' (same origin) on the product's own host, and on
 * localhost / 127.0.0.1 while developing; anywhere else (a preview host, a mirror, a server
 * render with no page) the hosted fallback, which must pass the environment checks.
 */
export function resolveApiBaseUrl(env: ApiEnvironment): string {
  const current = env.currentHost === null ? null : hostnameOf(env.currentHost)
  if (current !== null) {
    if (current === hostnameOf(env.siteUrl)) return ''
    if (env.nodeEnv !== 'production' && isLoopbackHost(current)) return ''
  }
  const fallback = checkApiAddress(env.fallbackUrl, env)
  // Paths start with '/', so the base carries no trailing slash.
  return fallback.origin + fallback.pathname.replace(/\/+$/, '')
}

/** The base address for this page; throws ApiEnvironmentError when the configuration is unsafe. */
export function apiBaseUrl(): string {
  return resolveApiBaseUrl(readApiEnvironment())
}
