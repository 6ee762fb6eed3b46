/**
 * The site's one order for the two clubs of a game: the visitors first — in titles
 * (「阪神 対 オリックス」), result cards and line scores (the visitors' row on top), as a
 * Japanese scoreboard reads (先攻が上). Every page that names a game uses these.
 */
export const SIDE_ORDER = ['away', 'home'] as const

/** 「阪神 対 オリックス」 for the visitors 阪神 at オリックス. */
export function matchupLabel(away: string, home: string, separator = ' 対 '): string {
  return `${away}${separator}${home}`
}
