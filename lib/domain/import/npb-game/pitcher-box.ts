import type { CanonicalClubBox, CanonicalPitcherBox } from '@/lib/domain/canonical-game'
import type { NpbPitchingLine } from './game-schema'

type TeamBox = { wildPitches: number; balks: number }

/**
 * Wild pitches, balks and pitch counts per pitcher. npb.jp's play-by-play does not record them;
 * the box does — per pitcher where the file has pitching lines (2025 on), per club only otherwise
 * (2024). A club's count is not split between its pitchers by guesswork: each pitcher's is unknown
 * (null, '-' on the pages) and the club's total is kept whole (clubBox).
 */
export function pitcherBox(lines: readonly NpbPitchingLine[], pitchers: readonly string[]): CanonicalPitcherBox[] {
  if (lines.length > 0) return lines.map((line) => ({ pitcherId: line.player.id, wildPitches: line.wildPitches, balks: line.balks, pitches: line.pitchesThrown ?? null }))
  return pitchers.map((pitcherId) => ({ pitcherId, wildPitches: null, balks: null, pitches: null }))
}

/** The club's wild pitches and balks: its box total, or the sum of its pitchers' lines; null when the file has neither. */
export function clubBox(lines: readonly NpbPitchingLine[], team: TeamBox | null): Omit<CanonicalClubBox, 'team'> | null {
  if (team) return { wildPitches: team.wildPitches, balks: team.balks }
  if (lines.length === 0) return null
  return { wildPitches: lines.reduce((sum, line) => sum + line.wildPitches, 0), balks: lines.reduce((sum, line) => sum + line.balks, 0) }
}
