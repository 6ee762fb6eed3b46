import type { NextConfig } from 'next'
import { REDIRECTS } from './lib/redirects'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Every page's shell (layout, header, loading state) is prerendered; what reads the URL streams after it.
  cacheComponents: true,
  // Title, description, canonical and og:/twitter: tags go in <head> for every user agent, not only for
  // the crawlers Next knows: LINE, Hatena, Misskey, Mastodon and Bluesky read <head> alone. The cost is
  // a render per HTML request instead of the cached shell; proxy.ts keeps RSC requests on it.
  htmlLimitedBots: /.*/,
  // proxy.ts tells the router's own requests by their `rsc` header, which it sees only unnormalised.
  skipProxyUrlNormalize: true,
  async redirects() {
    return [...REDIRECTS]
  },
}

export default nextConfig
