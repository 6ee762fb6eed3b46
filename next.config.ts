import type { NextConfig } from 'next'
import { REDIRECTS } from './lib/redirects'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  async redirects() {
    return [...REDIRECTS]
  },
}

export default nextConfig
