import type { CanonicalPlayer } from '@/lib/domain/canonical-game'
import type { TeamCode } from '@/lib/domain/teams/teams'
import { ikkyuPlayerId, type Roster, type Side } from './roster'
import type { IkkyuGame } from './schema'
import { POSITION_CODES } from './stints'

type Draft = { id: string; name: string; side: Side; number: string | null; bats: Set<'R' | 'L' | 'S'>; throws: 'R' | 'L' | null; position: string | null }

const BATS: Readonly<Record<string, 'R' | 'L' | 'S'>> = { 右打: 'R', 左打: 'L', 両打: 'S' }
const THROWS: Readonly<Record<string, 'R' | 'L'>> = { 右投: 'R', 左投: 'L' }

/** First place he fielded, skipping pinch-hitting and running. */
const fieldingPosition = (positions: string) => [...positions].map((char) => POSITION_CODES[char] ?? '').find((code) => code !== '' && code !== 'PH' && code !== 'PR') ?? null

/**
 * Everyone in the file: batters and pitchers of the PAs and the box's lines (pinch runners and
 * defensive substitutes may appear only there). A batter seen from both sides of the plate bats
 * S. The file has no birth dates, romaji, heights or weights.
 */
export function readPlayers(game: IkkyuGame, roster: Roster, teams: Record<Side, TeamCode>): CanonicalPlayer[] {
  const drafts = new Map<string, Draft>()
  const draft = (id: string, name: string, side: Side): Draft => {
    const known = drafts.get(id) ?? { id, name, side, number: null, bats: new Set(), throws: null, position: null }
    drafts.set(id, known)
    return known
  }
  const sideOf = (team: string): Side => (team === game.home ? 'home' : 'away')
  for (const atBat of game.atbats) {
    const batter = draft(ikkyuPlayerId(atBat.batter.player_id), atBat.batter.name, sideOf(atBat.batting_team))
    batter.number ??= atBat.batter.number ?? null
    const bats = BATS[atBat.batter.hand ?? '']
    if (bats) batter.bats.add(bats)
    const pitcher = draft(ikkyuPlayerId(atBat.pitcher.player_id), atBat.pitcher.name, sideOf(atBat.fielding_team))
    pitcher.number ??= atBat.pitcher.number ?? null
    pitcher.throws ??= THROWS[atBat.pitcher.hand ?? ''] ?? null
    pitcher.position = 'P'
  }
  for (const line of roster.boxBatters) {
    if (!line.id) continue
    const player = draft(line.id, line.name, line.side)
    player.position ??= fieldingPosition(line.position)
  }
  for (const side of ['away', 'home'] as const) {
    for (const line of game.boxscore.pitching[side]) draft(ikkyuPlayerId(line.player_id), line.name, side).position = 'P'
  }
  return [...drafts.values()].map((player) => ({
    id: player.id,
    nameKanji: player.name.replace(/[\s\u3000]+/g, ' ').trim(),
    nameRomaji: null,
    birthDate: null,
    bats: player.bats.size > 1 ? 'S' : ([...player.bats][0] ?? null),
    throws: player.throws,
    heightCm: null,
    weightKg: null,
    team: teams[player.side],
    number: player.number,
    position: player.position,
  }))
}
