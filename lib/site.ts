export const SITE_NAME = 'NPBデータバンク'

export const SITE_DESCRIPTION =
  'NPB（日本プロ野球）の順位表・個人成績・通算記録・試合結果・投球データと、RE24・WPA・パークファクターなどのセイバーメトリクスを日本語で解説するデータサイト。'

/** Canonical origin for metadata; deployments set NEXT_PUBLIC_SITE_URL to their https host. */
export const SITE_URL = process.env.NEXT_PUBLIC_SITE_URL ?? 'https://npb-databank.jp'

/** Default Open Graph card (1200×630): app/og-image.png/route.ts serves the one that fits the database (lib/seo/site-card.ts). */
export const OG_IMAGE = { url: '/og-image.png', width: 1200, height: 630, alt: SITE_NAME } as const
