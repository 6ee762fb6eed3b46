import type { PitchResult } from '@/lib/domain/events'

/** Pitch results that are not a ball in play; 四球 / 見三振 / 空三振 are the fourth ball and third strikes. */
const NOT_IN_PLAY: Readonly<Record<string, PitchResult>> = {
  ボール: 'ball',
  四球: 'ball',
  見逃し: 'called_strike',
  見三振: 'called_strike',
  空振り: 'swinging_strike',
  空三振: 'swinging_strike',
  ファウル: 'foul',
  死球: 'hbp',
}

/**
 * A ball in play is written as the fielder then what happened: 中飛, 右安, 左中本, 遊併打, 捕犠野,
 * 三邪飛, 二失. 邪飛 (a caught foul fly) is in play for us as for the scorer: it ends the PA.
 */
const IN_PLAY = /^(左中|右中|投|捕|一|二|三|遊|左|中|右)(安|[2２]|[3３]|本|ゴロ|飛|邪飛|直|犠打|犠飛|犠野|併打|併殺|三重殺|失|野選|打撃妨害|走塁妨害)/

/** The pitch's result text without its bracketed notes: 「ボール[ワンバウンド]」 → ボール. */
export function pitchResultText(raw: string): string {
  return raw.replace(/\[.*$/, '').trim()
}

/** A pitch's result, or null when the text is none the importer knows. */
export function ikkyuPitchResult(raw: string): PitchResult | null {
  const text = pitchResultText(raw)
  return NOT_IN_PLAY[text] ?? (IN_PLAY.test(text) ? 'in_play' : null)
}
