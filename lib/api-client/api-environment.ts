import { SITE_URL } from '@/lib/site'

/** Everything the base-address rules depend on, gathered in one value so the rules stay pure. */
export type ApiEnvironment = {
  nodeEnv: string | undefined
  /** `location.host` of the page, or null when there is no page (server render, tests). */
  currentHost: string | null
  siteUrl: string
  fallbackUrl: string
  /** Extra hosts the API may live on, beyond the site's and the fallback's. */
  allowedHosts: readonly string[]
}

/** `a.example, b.example` → ['a.example', 'b.example']. */
export function parseHostList(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== '')
}

/**
 * The environment as the browser sees it. Each NEXT_PUBLIC_ variable is named in full because
 * Next inlines only literal `process.env.NEXT_PUBLIC_…` reads into the client bundle.
 */
export function readApiEnvironment(): ApiEnvironment {
  return {
    nodeEnv: process.env.NODE_ENV,
    currentHost: typeof window === 'undefined' ? null : window.location.host,
    siteUrl: SITE_URL,
    fallbackUrl: process.env.NEXT_PUBLIC_API_FALLBACK_URL || SITE_URL,
    allowedHosts: parseHostList(process.env.NEXT_PUBLIC_API_ALLOWED_HOSTS),
  }
}
