import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Bootstrap Italia 2's Sass still uses @import and old colour functions.
  sassOptions: { silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function', 'abs-percent'] },
  images: {
    localPatterns: [{ pathname: '/cms-api/media/file/**' }, { pathname: '/media/**' }],
  },
  webpack: (config) => {
    config.resolve.extensionAlias = {
      '.cjs': ['.cts', '.cjs'],
      '.js': ['.ts', '.tsx', '.js', '.jsx'],
      '.mjs': ['.mts', '.mjs'],
    }
    return config
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
