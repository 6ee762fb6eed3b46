import { ApiEnvironmentError } from './errors'
import type { ApiEnvironment } from './api-environment'

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname.toLowerCase())
}

/** `npb-databank.jp:443` or a full URL → `npb-databank.jp`; null when it is neither. */
export function hostnameOf(hostOrUrl: string): string | null {
  try {
    return new URL(hostOrUrl.includes('://') ? hostOrUrl : `https://${hostOrUrl}`).hostname.toLowerCase()
  } catch {
    return null
  }
}

/** The hosts an API address may name: the site's, the hosted fallback's, and any configured extras. */
export function allowedApiHosts(env: ApiEnvironment): Set<string> {
  const hosts = [env.siteUrl, env.fallbackUrl, ...env.allowedHosts].map(hostnameOf)
  return new Set(hosts.filter((host): host is string => host !== null))
}

/**
 * The spec's environment checks (point 8) for an absolute API address. Plain http is tolerated
 * only for a loopback address outside production, where a developer has no certificate.
 */
export function checkApiAddress(address: string, env: ApiEnvironment): URL {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    throw new ApiEnvironmentError(`API address not in allow-list: ${address}`)
  }
  const production = env.nodeEnv === 'production'
  const loopback = isLoopbackHost(url.hostname)
  if (loopback && production) throw new ApiEnvironmentError(`localhost not allowed in production: ${address}`)
  if (url.protocol !== 'https:' && !loopback) throw new ApiEnvironmentError(`HTTPS required: ${address}`)
  if (!allowedApiHosts(env).has(url.hostname.toLowerCase())) throw new ApiEnvironmentError(`API address not in allow-list: ${address}`)
  return url
}

/**
 * A request path must stay on the base address: `//host/x`, `/\host/x` or `https://host/x`
 * would carry the request (and the page's trust) to another host.
 */
export function checkApiPath(path: string): void {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) {
    throw new ApiEnvironmentError(`API address not in allow-list: ${path}`)
  }
}
