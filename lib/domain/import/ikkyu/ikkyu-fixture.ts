/**
 * Small hand-written 一球速報 game files for the importer's unit tests: the same shape as the
 * scraper's files, with only the fields the schema reads.
 */
type Person = readonly [id: string, name: string, hand: string]

export const TIGERS_BATTER: Person = ['1800065', '近本 光司', '左打']
export const TIGERS_BATTER_2: Person = ['1900011', '中野 拓夢', '左打']
export const TIGERS_BATTER_3: Person = ['2000012', '森下 翔太', '右打']
export const GIANTS_PITCHER: Person = ['2118993', '竹丸 和幸', '左投']
export const GIANTS_BATTER: Person = ['2118420', 'キャベッジ', '左打']
export const TIGERS_PITCHER: Person = ['2000055', '村上 頌樹', '右投']

export function pitch(result: string, options: { type?: string; speed?: number | null; left?: number | null; top?: number | null; kind?: string } = {}) {
  return {
    no: 1,
    type: options.type ?? 'ストレート',
    speed_kmh: options.speed === undefined ? 148 : options.speed,
    result,
    course: { top_px: options.top === undefined ? 30 : options.top, left_px: options.left === undefined ? 24 : options.left, grid_row: 2, grid_col: 1, label: null },
    kind: options.kind ?? 'strike',
  }
}

type AtBatSpec = {
  inning: number
  half: '表' | '裏'
  batter: Person
  pitcher: Person
  runners?: string
  /** Balls, strikes, and the outs after the entry. */
  count: readonly [number, number, number]
  /** Away then home, after the entry. */
  score: readonly [number, number]
  summary: string
  detail?: string
  pitches?: ReturnType<typeof pitch>[]
  direction?: { dir: string; x: number; y: number }
}

export function atBat(spec: AtBatSpec) {
  const top = spec.half === '表'
  const runners = spec.runners ?? '000'
  const pitches = (spec.pitches ?? [pitch('中飛', { kind: 'out' })]).map((each, index) => ({ ...each, no: index + 1 }))
  return {
    index: `${String(spec.inning).padStart(2, '0')}${top ? 1 : 2}0100`,
    inning: spec.inning,
    top_bottom: spec.half,
    order: 1,
    valid: true,
    batter: { name: spec.batter[1], player_id: spec.batter[0], number: '5', hand: spec.batter[2] },
    pitcher: { name: spec.pitcher[1], player_id: spec.pitcher[0], number: '21', hand: spec.pitcher[2] },
    runners: { first: runners[0] === '1', second: runners[1] === '1', third: runners[2] === '1', code: `b${runners}`, label: '' },
    count: { ball: spec.count[0], strike: spec.count[1], out: spec.count[2] },
    score_at: [{ abbr: '神', team: '阪神', score: spec.score[0], batting: top }, { abbr: '巨', team: '巨人', score: spec.score[1], batting: !top }],
    hit_direction: { dir: spec.direction?.dir ?? null, dir_name: null, x: spec.direction?.x ?? null, y: spec.direction?.y ?? null, dakyu: null },
    result_summary: spec.summary,
    result_detail: spec.detail ?? '',
    pitch_count: pitches.length,
    pitches,
    batting_team: top ? '阪神' : '巨人',
    fielding_team: top ? '巨人' : '阪神',
  }
}

/** A box batting line; `substitute` is the sub_type (代打, 代走, 守備) of a player who came off the bench. */
export function boxBatter(person: Person, order: number, position: string, line: Partial<Record<'ab' | 'hits' | 'hr' | 'bb' | 'hbp' | 'so' | 'sac' | 'runs' | 'rbi' | 'sb', number>> = {}, substitute: string | null = null) {
  return {
    order, position, position_raw: substitute ? position : `(${position})`, is_starter: substitute === null, sub_type: substitute, name: person[1], player_id: person[0], season_avg: 0.25,
    ab: 0, runs: 0, hits: 0, rbi: 0, so: 0, bb: 0, hbp: 0, sac: 0, sb: 0, errors: 0, hr: 0, ...line,
  }
}

export function boxPitcher(person: Person, decision: string, outs: number) {
  return { decision, name: person[1], player_id: person[0], season_era: 1.5, innings: String(outs / 3), outs, pitches: 10, batters_faced: 3, hits_allowed: 0, hr_allowed: 0, so: 0, bb: 0, hbp: 0, balk: 0, runs_allowed: 0, earned_runs: 0 }
}

type GameSpec = {
  atbats: ReturnType<typeof atBat>[]
  innings: { away: (number | null)[]; home: (number | null)[] }
  batting?: { away: ReturnType<typeof boxBatter>[]; home: ReturnType<typeof boxBatter>[] }
  home?: string
}

/** 阪神 at 巨人, 2026-03-27, 東京ドーム. */
export function gameFile(spec: GameSpec) {
  const runs = (innings: (number | null)[]) => innings.reduce<number>((sum, value) => sum + (value ?? 0), 0)
  const home = spec.home ?? '巨人'
  return {
    game_id: '2021038622',
    away: '阪神',
    home,
    game_date: '2026-03-27',
    game_type: '公式戦',
    stadium: '東京ドーム',
    result: { state: '試合終了', win_pitcher: '竹丸', lose_pitcher: '村上', save_pitcher: null },
    boxscore: {
      scoreboard: {
        away: { team: '阪神', innings: spec.innings.away, runs: runs(spec.innings.away), hits: 0, errors: 0 },
        home: { team: home, innings: spec.innings.home, runs: runs(spec.innings.home), hits: 0, errors: 0 },
      },
      batting: spec.batting ?? { away: [], home: [] },
      pitching: { away: [boxPitcher(TIGERS_PITCHER, '敗', 3)], home: [boxPitcher(GIANTS_PITCHER, '勝', 3)] },
    },
    atbats: spec.atbats,
  }
}
