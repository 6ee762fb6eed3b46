import type { NextConfig } from 'next'
import { REDIRECTS } from './lib/redirects'
import { securityHeaders, STRICT_TRANSPORT_SECURITY } from './lib/security-headers'

const asList = (headers: Record<string, string>) => Object.entries(headers).map(([key, value]) => ({ key, value }))

const nextConfig: NextConfig = {
  poweredByHeader: false,
  turbopack: {
    // The package's entry re-exports the YouTube, Maps and GTM embeds too, in CommonJS, which no bundler
    // can shake: every page shipped ≈ 3 kB gzip of them. We use Google Analytics alone (ga.js).
    resolveAlias: { '@next/third-parties/google': './node_modules/@next/third-parties/dist/google/ga.js' },
  },
  // A self-contained server bundle for replicas (README: Deployment); scripts/build-edge.mjs completes it.
  output: 'standalone',
  reactStrictMode: true,
  // The player cards read Noto Sans JP's stylesheets and WOFF subsets at run time (lib/seo/card-fonts.ts).
  outputFileTracingIncludes: {
    '/og/players/**/*': ['./node_modules/@fontsource/noto-sans-jp/{400,700}.css', './node_modules/@fontsource/noto-sans-jp/files/*-{400,700}-normal.woff'],
    '/og/games/**/*': ['./node_modules/@fontsource/noto-sans-jp/{400,700}.css', './node_modules/@fontsource/noto-sans-jp/files/*-{400,700}-normal.woff'],
  },
  // Every page's shell (layout, header, loading state) is prerendered; what reads the URL streams after it.
  cacheComponents: true,
  // The stylesheet is a file, not inlined (experimental.inlineCss): inlined, its 44 kB went into <head>
  // and twice more into the RSC payload of every page — 132 kB of a 338 kB career page — where as a
  // file it costs one request a visit and is then cached.
  // The edge server (server/edge) sets these too; here they also cover `next dev` and `next start`.
  async headers() {
    return [
      { source: '/:path*', headers: asList(securityHeaders(process.env.NODE_ENV === 'development')) },
      { source: '/:path*', has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }], headers: asList(STRICT_TRANSPORT_SECURITY) },
    ]
  },
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
