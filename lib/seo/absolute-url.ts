import { SITE_URL } from '@/lib/site'

/** A site path on the canonical origin; URLs that already carry a scheme pass through. */
export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl
  return new URL(pathOrUrl, SITE_URL).toString()
}
