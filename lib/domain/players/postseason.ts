/** NPB's postseason stages, in the order they are played, with the names box scores use. */
export const POSTSEASON_STAGES = [
  { kind: 'climax_first', label: 'CS 1st' },
  { kind: 'climax_final', label: 'CS ファイナル' },
  { kind: 'japan_series', label: '日本シリーズ' },
] as const

export type PostseasonKind = (typeof POSTSEASON_STAGES)[number]['kind']

export const POSTSEASON_KINDS: readonly PostseasonKind[] = POSTSEASON_STAGES.map((stage) => stage.kind)

/** 「日本シリーズ」 for 'japan_series'. */
export function stageLabel(kind: PostseasonKind): string {
  return POSTSEASON_STAGES.find((stage) => stage.kind === kind)?.label ?? kind
}

/** Stages oldest season first, and within a season in the order they are played. */
export function byStageOrder(a: { season: number; stage: PostseasonKind }, b: { season: number; stage: PostseasonKind }): number {
  return a.season - b.season || POSTSEASON_KINDS.indexOf(a.stage) - POSTSEASON_KINDS.indexOf(b.stage)
}
