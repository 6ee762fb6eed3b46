/**
 * Marcel's playing time for batters (Tango): 0.5·PA(y−1) + 0.1·PA(y−2) + 200.
 *
 * @example marcelPlateAppearances(600, 550) // 300 + 55 + 200 = 555
 */
export function marcelPlateAppearances(last: number, before: number): number {
  return 0.5 * last + 0.1 * before + 200
}

/** The innings Marcel adds for a starter and for a reliever, as outs (60 and 25 IP). */
export const MARCEL_STARTER_OUTS = 180
export const MARCEL_RELIEVER_OUTS = 75

/**
 * Marcel's playing time for pitchers (Tango): 0.5·IP(y−1) + 0.1·IP(y−2) + 60 for a starter,
 * + 25 for a reliever, kept in outs. A starter is one whose starts were at least half his games
 * in his last season.
 *
 * @example marcelOuts(540, 450, true) // 270 + 45 + 180 = 495 outs = 165 IP
 */
export function marcelOuts(last: number, before: number, starter: boolean): number {
  return 0.5 * last + 0.1 * before + (starter ? MARCEL_STARTER_OUTS : MARCEL_RELIEVER_OUTS)
}

/** Starter or reliever by the season's games: starts at least half of them. */
export function isStarter(games: number, starts: number): boolean {
  return games > 0 && starts * 2 >= games
}
