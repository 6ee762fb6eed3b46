import { gameStatusLabel } from '@/lib/domain/games/game-status'
import { lineScoreCells } from '@/lib/domain/games/line-score'
import { matchupLabel } from '@/lib/domain/games/matchup'
import { SIMULATED_CARD_NOTICE } from '@/lib/domain/players/player-card'
import { TEAM_COLORS } from '@/lib/domain/teams/colors'
import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import { describeGameId } from '@/lib/game-id'
import type { Decision, GameDetail } from '@/lib/schemas/game-detail'
import type { OgImage } from './page-metadata'

/** The Open Graph card of a game: 1200×630, like the site card and the players' cards. */
export const GAME_CARD_SIZE = { width: 1200, height: 630 } as const

/** Where a game's card is drawn (app/og/games/[gameId]/route.tsx). */
export function gameCardPath(gameId: string): string {
  return `/og/games/${gameId}`
}

export type GameCardInput = {
  game: Pick<GameDetail, 'id' | 'kind' | 'status' | 'innings' | 'venue' | 'away' | 'home' | 'win' | 'loss' | 'save'>
  simulated: boolean
}

/** One club's row: its short name in its home colours, the runs by inning (as NPB prints them), R H E, and whether it lost (a tie loses neither). */
export type GameCardClub = { name: string; background: string; text: string; innings: string[]; runs: string; hits: string; errors: string; lost: boolean }

export type GameCardText = {
  date: string
  venue: string | null
  /** 「試合終了」「延長12回 引き分け」「日本シリーズ 試合終了」. */
  status: string
  /** Visitors first, as the site names every game. */
  clubs: [away: GameCardClub, home: GameCardClub]
  /** The line score's column heads, 1 … the last inning played. */
  innings: string[]
  decisions: { label: '勝' | '敗' | 'S'; name: string; record: string }[]
  notice: string | null
}

/** 「5勝2敗」, 「2勝1敗12S」: the season record to date, as the game page's notes give it. */
function record(decision: Decision, label: '勝' | '敗' | 'S'): string {
  return `${decision.wins}勝${decision.losses}敗${label === 'S' || decision.saves > 0 ? `${decision.saves}S` : ''}`
}

/** The strings and colours a game's card draws: date, venue, status, both clubs' line with R H E, W/L/S and the notice. */
export function gameCardText({ game, simulated }: GameCardInput): GameCardText {
  const homeWon = game.home.runs > game.away.runs
  const cells = lineScoreCells(game.away.line, game.home.line, homeWon)
  const club = (side: GameCardInput['game']['away'], innings: string[], lost: boolean): GameCardClub => ({
    name: TEAM_BY_CODE[side.team].shortName,
    ...TEAM_COLORS[side.team].home,
    innings,
    runs: String(side.runs),
    hits: side.hits === null ? '-' : String(side.hits),
    errors: side.errors === null ? '-' : String(side.errors),
    lost,
  })
  const decisions = ([['勝', game.win], ['敗', game.loss], ['S', game.save]] as const).flatMap(([label, decision]) =>
    decision ? [{ label, name: decision.name, record: record(decision, label) }] : [],
  )
  return {
    date: describeGameId(game.id).dateLabel,
    venue: game.venue,
    status: gameStatusLabel(game),
    clubs: [club(game.away, cells.away, homeWon), club(game.home, cells.home, game.away.runs > game.home.runs)],
    innings: Array.from({ length: cells.innings }, (_, index) => String(index + 1)),
    decisions,
    notice: simulated ? SIMULATED_CARD_NOTICE : null,
  }
}

/** The link preview's image: the game's card, its alt text the title's matchup and score. */
export function gameCardImage(game: GameCardInput['game']): OgImage {
  const [away, home] = [TEAM_BY_CODE[game.away.team].shortName, TEAM_BY_CODE[game.home.team].shortName]
  const alt = `${describeGameId(game.id).dateLabel} ${matchupLabel(away, home, ' vs ')} ${game.away.runs}-${game.home.runs}（スコアとイニングスコア）`
  return { url: gameCardPath(game.id), ...GAME_CARD_SIZE, alt }
}

/** Every character the card draws, to pick the font subsets; … for a venue or name cut short. */
export function gameCardCharacters(text: GameCardText, siteName: string): string {
  const clubs = text.clubs.flatMap((club) => [club.name, ...club.innings, club.runs, club.hits, club.errors])
  const decisions = text.decisions.flatMap((decision) => [decision.label, decision.name, decision.record])
  return [text.date, text.venue, text.status, ...clubs, ...text.innings, ...decisions, text.notice, siteName, 'RHE-・…']
    .filter(Boolean)
    .join('')
}

/** The card's side margins; the line score spans what they leave (1,104 px). */
export const CARD_PADDING_X = 48

/** The line score's fixed columns: the club's name, then R, H and E. */
export const LINE_SCORE_COLUMNS = { club: 184, total: 76 } as const

/** An inning's column: the innings share what the fixed columns leave, at most 72 px each, so 12 innings still fit. */
export function inningCellWidth(innings: number): number {
  const rest = GAME_CARD_SIZE.width - 2 * CARD_PADDING_X - LINE_SCORE_COLUMNS.club - 3 * LINE_SCORE_COLUMNS.total
  return Math.min(72, Math.floor(rest / Math.max(innings, 9)))
}
