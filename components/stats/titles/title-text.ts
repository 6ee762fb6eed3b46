import { formatEra, formatInnings, formatRate3, formatSigned } from '@/lib/domain/format/numbers'
import { TEAM_BY_CODE, type League } from '@/lib/domain/teams/teams'
import type { AwardPosition } from '@/lib/domain/titles/positions'
import type { TitleType } from '@/lib/route-params'
import { isKnownSeason } from '@/lib/seasons'
import type { TitleResultDto, TitleWinnerDto } from '@/lib/schemas/titles'

type Batting = NonNullable<TitleWinnerDto['batting']>
type Pitching = NonNullable<TitleWinnerDto['pitching']>
type Fielding = NonNullable<TitleWinnerDto['fielding']>

const COUNT_UNITS = {
  homerun_leader: '本', rbi_leader: '打点', stolen_base_leader: '盗塁', hits_leader: '安打',
  wins_leader: '勝', strikeouts: '奪三振', saves_leader: 'セーブ', holds: 'HP',
} as const satisfies Partial<Record<TitleType, string>>

/**
 * The value the title was decided on, labelled: '打率 .333', '30本', '+42.1点', '5項目達成'. A
 * ベストナイン value names its side ('打撃-1.5点'): the best at a thin position can be below average.
 */
export function titleValueText(type: TitleType, winner: TitleWinnerDto): string {
  const { value } = winner
  switch (type) {
    case 'batting_champion': return `打率 ${formatRate3(value)}`
    case 'obp_leader': return `出塁率 ${formatRate3(value)}`
    case 'winning_percentage': return `勝率 ${formatRate3(value)}`
    case 'era_leader': return `防御率 ${formatEra(value)}`
    case 'golden_glove': return `${winner.position === 'C' ? '盗塁阻止率' : '守備率'} ${formatRate3(value)}`
    case 'mvp': case 'rookie': return `${formatSigned(value, 1)}点`
    case 'best_nine': return `${winner.position === 'P' ? '投球' : '打撃'}${formatSigned(value, 1)}点`
    case 'sawamura': return `${value}項目達成`
    default: return `${value}${COUNT_UNITS[type]}`
  }
}

const battingLine = (b: Batting) => `打率${formatRate3(b.avg)} ${b.hr}本 ${b.rbi}打点`
const starterLine = (p: Pitching) => `${p.w}勝${p.l}敗 ${formatInnings(p.outs)}回 防御率${formatEra(p.era)}`
const relieverLine = (p: Pitching) => `${p.g}登板 ${p.sv}S ${p.hld}H 防御率${formatEra(p.era)}`
const pitchingLine = (p: Pitching) => (2 * p.gs >= p.g ? starterLine(p) : relieverLine(p))
const fieldingLine = (f: Fielding) =>
  `${f.g}試合 失策${f.e}${f.cs + f.sb > 0 ? ` 盗塁阻止${f.cs}/${f.cs + f.sb}` : ` 刺殺${f.po} 補殺${f.a}`}`

/** A champion short of 規定打席 won on the padded AVG; say so, with the AVG he was ranked on. */
function battingChampionDetail(b: Batting): string {
  const line = `${b.h}安打/${b.ab}打数 ${b.pa}打席`
  return b.short_pa > 0 ? `${line}（規定打席に${b.short_pa}不足、不足分を打数に加えて${formatRate3(b.title_avg)}）` : `${line} ${b.hr}本`
}

/**
 * The reasons behind a value award: the winning line, preceded by the runs of each side when both
 * count (a pitcher who bats, a two-way player) — with one side the value already says it all.
 */
function valueDetail(w: TitleWinnerDto): string {
  const batting = w.batting && w.batting.wraa !== null && w.batting.pa > 0 ? `打撃${formatSigned(w.batting.wraa, 1)}` : null
  const pitching = w.pitching && w.pitching.runs !== null ? `投球${formatSigned(w.pitching.runs, 1)}` : null
  const line = w.pitching && w.pitching.outs > 0 ? pitchingLine(w.pitching) : w.batting ? battingLine(w.batting) : ''
  return batting && pitching ? `${pitching}・${batting}　${line}` : line
}

/** A value below the league average needs a word, or 「-1.5点」 reads as a misprint for an award. */
function belowAverageNote(w: TitleWinnerDto): string {
  return w.value < 0 ? '（リーグ平均を下回るが、この守備位置では最高）' : ''
}

/** The rest of the winning line, for context: what the value alone does not say. */
export function titleDetailText(type: TitleType, w: TitleWinnerDto): string {
  const { batting: b, pitching: p, fielding: f } = w
  switch (type) {
    case 'mvp': case 'rookie': return valueDetail(w)
    case 'best_nine': return `${valueDetail(w)}${belowAverageNote(w)}`
    case 'sawamura': return p ? `${p.g}登板 ${p.cg}完投 ${p.w}勝${p.l}敗 ${formatInnings(p.outs)}回 ${p.so}奪三振 防御率${formatEra(p.era)}` : ''
    case 'golden_glove': return f ? fieldingLine(f) : ''
    case 'holds': return p ? `${p.hld}ホールド＋救援${p.hp - p.hld}勝 ${p.g}登板 防御率${formatEra(p.era)}` : ''
    case 'winning_percentage': return p ? `${p.w}勝${p.l}敗 防御率${formatEra(p.era)}` : ''
    case 'batting_champion': return b ? battingChampionDetail(b) : ''
    case 'obp_leader': return b ? `${b.pa}打席 打率${formatRate3(b.avg)}` : ''
    case 'stolen_base_leader': return b ? `${b.g}試合 打率${formatRate3(b.avg)}` : ''
    default: return b ? battingLine(b) : p ? pitchingLine(p) : ''
  }
}

export function teamNames(winner: TitleWinnerDto): string {
  return winner.teams.map((code) => TEAM_BY_CODE[code].shortName).join('・')
}

/** The player's season page: pitching for pitchers (and pitchers' awards), batting otherwise. */
export function playerHref(winner: TitleWinnerDto, season: number): string {
  const kind = winner.pitching || winner.position === 'P' ? 'career-pitching' : 'career-batting'
  return isKnownSeason(season) ? `/players/${winner.player_id}/${kind}/${season}` : `/players/${winner.player_id}`
}

/**
 * One league's view of a title: its own result, or for 沢村賞 (one award for both leagues) the
 * winners from that league — 'elsewhere' when the award went to the other league.
 */
export function leagueView(results: readonly TitleResultDto[], league: League): TitleResultDto | 'elsewhere' | null {
  const own = results.find((r) => r.scope === league)
  if (own) return own
  const both = results.find((r) => r.scope === 'npb')
  if (!both) return null
  const winners = both.winners.filter((w) => w.teams.some((code) => TEAM_BY_CODE[code].league === league))
  return both.status === 'awarded' && winners.length === 0 ? 'elsewhere' : { ...both, winners }
}

/** Winners of a position award at one position (three outfielders, or more on a tie). */
export function winnersAt(result: TitleResultDto, position: AwardPosition): TitleResultDto {
  return { ...result, winners: result.winners.filter((w) => w.position === position) }
}
