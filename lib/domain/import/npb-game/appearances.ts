import type { CanonicalPlayer, CanonicalStint } from '@/lib/domain/canonical-game'

/**
 * npb.jp lists every player who took part in the game, in box-score order. Those the play-by-play
 * never shows at the plate or on the mound — pinch runners, defensive replacements — still played
 * a game (NPB's 試合 counts them), so each gets a stint whose position the source does not say.
 */
export function appearanceStints(listed: readonly Pick<CanonicalPlayer, 'id' | 'team'>[], stints: readonly CanonicalStint[]): CanonicalStint[] {
  const present = new Set(stints.map((stint) => `${stint.team}|${stint.playerId}`))
  const added = new Set<string>()
  return listed.flatMap((player) => {
    const key = `${player.team}|${player.id}`
    if (present.has(key) || added.has(key)) return []
    added.add(key)
    return [{ team: player.team, playerId: player.id, position: '', battingOrder: null, enteredSeq: 0, exitedSeq: null, starter: false }]
  })
}
