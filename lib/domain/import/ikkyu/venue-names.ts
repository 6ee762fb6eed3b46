/**
 * 一球速報 prints parks in short forms (「マツダスタジアム」, 「京セラD大阪」); the games store the
 * name npb.jp gives the park so that both real-data importers put a park's games under one venue.
 * The first nine are the sample's; the rest are the short forms Yahoo uses for the other home
 * parks. A name not listed (a regional park) is kept as printed.
 */
const NPB_VENUE_BY_IKKYU_NAME: Readonly<Record<string, string>> = {
  東京ドーム: '東京ドーム',
  マツダスタジアム: 'MAZDA Zoom-Zoom スタジアム広島',
  横浜: '横浜スタジアム',
  ZOZOマリン: 'ZOZOマリンスタジアム',
  京セラD大阪: '京セラドーム大阪',
  みずほPayPay: 'みずほPayPayドーム福岡',
  神宮: '神宮',
  エスコンF: 'エスコンフィールドＨＯＫＫＡＩＤＯ',
  ベルーナドーム: 'ベルーナドーム',
  甲子園: '甲子園',
  バンテリンドーム: 'バンテリンドーム ナゴヤ',
  バンテリンD: 'バンテリンドーム ナゴヤ',
  楽天モバイル: '楽天モバイルパーク宮城',
}

export function venueName(stadium: string): string {
  const name = stadium.trim()
  return NPB_VENUE_BY_IKKYU_NAME[name] ?? name
}
