import type { NextConfig } from 'next'
import { REDIRECTS } from './lib/redirects'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Every page's shell (layout, header, loading state) is prerendered; what reads the URL streams after it.
  cacheComponents: true,
  // Title, description, canonical and og:/twitter: tags go in <head> for every user agent, not only for
  // the crawlers Next knows: LINE, Hatena, Misskey, Mastodon and Bluesky read <head> alone. The cost is
  // one dynamic render per request instead of the cached shell (measured in issue 12: a few ms).
  htmlLimitedBots: /.*/,
  async redirects() {
    return [...REDIRECTS]
  },
}

export default nextConfig
