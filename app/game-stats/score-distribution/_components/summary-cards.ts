import { formatPercent } from '@/lib/domain/format/numbers'
import { formatStat } from '@/lib/domain/format/stat-format'
import { BLOWOUT_MARGIN, NPB_REFERENCE_RATES, type GameRateKind } from '@/lib/domain/game-stats/score-game-rates'
import type { LeagueScoreDistributionDto } from '@/lib/schemas/score-distribution'

/** One summary card: its title, how a side's value prints (the big figure, then the count under it), its note. */
export type SummaryCard = {
  key: string
  title: string
  value: (side: LeagueScoreDistributionDto) => string
  detail: (side: LeagueScoreDistributionDto) => string | null
  note: string
  /** The published NPB share quoted beside ours (NPB_REFERENCE_RATES). */
  reference: number | null
  glossary?: string
}

const rateCard = (kind: GameRateKind, title: string, note: string, reference: number | null = null): SummaryCard => ({
  key: kind,
  title,
  value: (side) => formatPercent(side.rates[kind].share),
  detail: (side) => `${formatStat(side.rates[kind].count, 'count')} / ${formatStat(side.clubGames, 'count')}球団試合`,
  note,
  reference,
})

/** The page's summary, in reading order: the runs per club-game, then how games were decided. */
export const SUMMARY_CARDS: readonly SummaryCard[] = [
  { key: 'mean', title: '平均得点', value: (side) => formatStat(side.runs.mean, 'decimal2'), detail: (side) => `${formatStat(side.runs.runs, 'count')}点 / ${formatStat(side.clubGames, 'count')}球団試合`, note: '1球団1試合あたりの得点。', reference: null, glossary: 'runs_per_game' },
  { key: 'median', title: '得点の中央値', value: (side) => formatStat(side.runs.median, 'decimal1'), detail: () => null, note: '球団試合を得点順に並べた真ん中の値。', reference: null },
  rateCard('shutouts', '完封負け', '0点で敗れた球団試合（0-0の引き分けは除く）。'),
  rateCard('oneRun', '1点差試合', '1点差で決着した試合。'),
  rateCard('blowouts', `${BLOWOUT_MARGIN}点差以上`, `${BLOWOUT_MARGIN}点差以上で決着した試合（当サイトの大差の定義）。`),
  rateCard('ties', '引き分け', '同点のまま終わった試合。', NPB_REFERENCE_RATES.ties),
  rateCard('extraInnings', '延長戦', '10回以降まで続いた試合。'),
  rateCard('tiedAfterNine', '9回終了時に同点', '9回を終えて同点だった試合（スコアボードの1〜9回の合計）。', NPB_REFERENCE_RATES.tiedAfterNine),
]
