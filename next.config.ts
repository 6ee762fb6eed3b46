import type { NextConfig } from 'next'
import { REDIRECTS } from './lib/redirects'
import { securityHeaders, STRICT_TRANSPORT_SECURITY } from './lib/security-headers'

const asList = (headers: Record<string, string>) => Object.entries(headers).map(([key, value]) => ({ key, value }))

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // A self-contained server bundle for replicas (README: Deployment); scripts/build-edge.mjs completes it.
  output: 'standalone',
  reactStrictMode: true,
  // Every page's shell (layout, header, loading state) is prerendered; what reads the URL streams after it.
  cacheComponents: true,
  // The edge server (server/edge) sets these too; here they also cover `next dev` and `next start`.
  async headers() {
    return [
      { source: '/:path*', headers: asList(securityHeaders(process.env.NODE_ENV === 'development')) },
      { source: '/:path*', has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }], headers: asList(STRICT_TRANSPORT_SECURITY) },
    ]
  },
  async redirects() {
    return [...REDIRECTS]
  },
}

export default nextConfig
