import type { NextConfig } from 'next'
import { REDIRECTS } from './lib/redirects'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Every page's shell (layout, header, loading state) is prerendered; what reads the URL streams after it.
  cacheComponents: true,
  async redirects() {
    return [...REDIRECTS]
  },
}

export default nextConfig
