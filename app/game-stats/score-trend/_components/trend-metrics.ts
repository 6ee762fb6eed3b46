import { gameStatsHref } from '@/app/game-stats/_components/game-stats-query'
import type { ScoreSide } from '@/app/game-stats/_components/score/score-side'
import type { StatFormat } from '@/lib/domain/format/stat-format'
import type { GlossaryRef } from '@/lib/domain/glossary/glossary'
import type { RunEnvironmentDto } from '@/lib/schemas/score-trend'

export const TREND_PATH = '/game-stats/score-trend'

/** The charts' metric (?metric=); the tables show them all. */
export const TREND_METRICS = ['runs', 'hr', 'avg', 'k', 'bb'] as const
export type TrendMetric = (typeof TREND_METRICS)[number]

/** The five figures of a month or a season. */
export type TrendValues = Pick<RunEnvironmentDto, 'runsPerGame' | 'hrPerGame' | 'avg' | 'kPct' | 'bbPct'>

type Definition = { label: string; format: StatFormat; field: keyof TrendValues; glossary: GlossaryRef }

/** Labels and print formats as the season-average page has them (/records/season-average/batting). */
export const TREND_METRIC_DEFINITIONS: Readonly<Record<TrendMetric, Definition>> = {
  runs: { label: '得点/試合', format: 'decimal2', field: 'runsPerGame', glossary: { key: 'runs_per_game' } },
  hr: { label: '本塁打/試合', format: 'decimal2', field: 'hrPerGame', glossary: { key: 'hr_per_game' } },
  avg: { label: '打率', format: 'rate3', field: 'avg', glossary: { key: 'avg' } },
  k: { label: '三振率', format: 'percent', field: 'kPct', glossary: { key: 'k_pct', side: 'batting' } },
  bb: { label: '四球率', format: 'percent', field: 'bbPct', glossary: { key: 'bb_pct', side: 'batting' } },
}

/** `?metric=`: one of the five; anything else (missing, misspelt) is runs per game. */
export function parseTrendMetric(raw: string | null): TrendMetric {
  return TREND_METRICS.find((metric) => metric === raw) ?? 'runs'
}

/** The page's address: the latest season, NPB and runs per game stay out of the URL. */
export function trendHref(view: ScoreSide, latest: number, metric: TrendMetric): string {
  return gameStatsHref(TREND_PATH, view, latest, { metric: metric === 'runs' ? null : metric })
}
