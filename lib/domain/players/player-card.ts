import { formatStat, type StatFormat } from '@/lib/domain/format/stat-format'
import { TEAM_COLORS } from '@/lib/domain/teams/colors'
import { TEAM_BY_CODE, type TeamCode } from '@/lib/domain/teams/teams'
import type { PlayerSide } from './player-views'

/** The Open Graph card of a player's season: 1200×630, like the site card. */
export const PLAYER_CARD_SIZE = { width: 1200, height: 630 } as const

/** Where a player's card for a season is drawn (app/og/players/[playerId]/[season]/route.tsx). */
export function playerCardPath(playerId: string, season: number): string {
  return `/og/players/${playerId}/${season}`
}

export const SIMULATED_CARD_NOTICE = 'このサイトのデータは架空のシミュレーションリーグです'

/** The season's key line per side, as the summary strip on his page shows it. */
const KEY_LINE: Readonly<Record<PlayerSide, readonly (readonly [key: string, label: string, format: StatFormat])[]>> = {
  batting: [['avg', '打率', 'rate3'], ['hr', '本塁打', 'count'], ['rbi', '打点', 'count'], ['ops', 'OPS', 'rate3'], ['wrc_plus', 'wRC+', 'integer']],
  pitching: [['era', '防御率', 'era'], ['outs', '投球回', 'innings'], ['so', '奪三振', 'count'], ['fip', 'FIP', 'era']],
}

export type PlayerCardInput = {
  name: string
  kana: string | null
  romaji: string | null
  season: number
  /** His club that season; null when no roster row names one. */
  team: TeamCode | null
  side: PlayerSide
  /** The season's regular-season line of that side (the summed line when a trade split it), or null without one. */
  line: Readonly<Record<string, unknown>> | null
  simulated: boolean
}

export type PlayerCardText = {
  name: string
  /** 「やまだ たろう · Taro Yamada」, or null when the data has neither. */
  reading: string | null
  club: { name: string; background: string; text: string } | null
  heading: string
  stats: { label: string; value: string }[]
  /** Said instead of the stats when the season has no line. */
  empty: string | null
  notice: string | null
}

const numberAt = (line: Readonly<Record<string, unknown>>, key: string): number | null => {
  const value = line[key]
  return typeof value === 'number' ? value : null
}

/** The side a season's card shows: pitching when he pitched and is a pitcher (or did not bat), as his sitemap page does. */
export function playerCardSide(season: { batting: boolean; pitching: boolean }, primaryPosition: string | null): PlayerSide {
  return season.pitching && (primaryPosition === 'P' || !season.batting) ? 'pitching' : 'batting'
}

function statsOf(side: PlayerSide, line: Readonly<Record<string, unknown>>): PlayerCardText['stats'] {
  const stats = KEY_LINE[side]
    .filter(([key]) => key !== 'wrc_plus' || numberAt(line, key) !== null)
    .map(([key, label, format]) => ({ label, value: formatStat(numberAt(line, key), format) }))
  if (side === 'batting') return stats
  return [{ label: '勝敗', value: `${numberAt(line, 'w') ?? 0}勝${numberAt(line, 'l') ?? 0}敗` }, ...stats]
}

/** The strings a player's card draws: name, reading, club in its colours, the season's key line and the notice. */
export function playerCardText(input: PlayerCardInput): PlayerCardText {
  const reading = [input.kana, input.romaji].filter((part): part is string => Boolean(part)).join(' · ')
  const club = input.team ? { name: TEAM_BY_CODE[input.team].fullName, ...TEAM_COLORS[input.team].home } : null
  return {
    name: input.name,
    reading: reading || null,
    club,
    heading: `${input.season}年 ${input.side === 'batting' ? '打撃成績' : '投手成績'}`,
    stats: input.line ? statsOf(input.side, input.line) : [],
    empty: input.line ? null : `${input.season}年の一軍公式戦の記録はありません`,
    notice: input.simulated ? SIMULATED_CARD_NOTICE : null,
  }
}

/** Every character the card draws, to pick the font subsets. */
export function playerCardCharacters(text: PlayerCardText, siteName: string): string {
  return [text.name, text.reading, text.club?.name, text.heading, ...text.stats.flatMap((stat) => [stat.label, stat.value]), text.empty, text.notice, siteName]
    .filter(Boolean)
    .join('')
}

/**
 * The name's font size: 112 px while it fits the card's 1,040 px text column, smaller for long
 * names (foreign players' katakana with a middle dot run past ten characters) down to 56 px.
 */
export function playerCardNameSize(name: string): number {
  const length = [...name].length
  return Math.max(56, Math.min(112, Math.floor(1040 / Math.max(length, 1))))
}
