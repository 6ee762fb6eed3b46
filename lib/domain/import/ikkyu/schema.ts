import { z } from 'zod'

/**
 * One game file of Yahoo 一球速報 pitch-by-pitch data as the wocchi09 scraper stores it
 * (`data/YYYY/MM/DD/<yahoo game id>.json`). Only the fields the importer reads are checked;
 * others pass through unchecked. Nulls are allowed where the sample files have them.
 */
const teamScore = z.object({ team: z.string(), score: z.number().int().min(0) })

const person = z.object({
  name: z.string().min(1),
  player_id: z.string().min(1),
  number: z.string().nullish(),
  /** 右打 / 左打 for batters, 右投 / 左投 for pitchers. */
  hand: z.string().nullish(),
})

const pitch = z.object({
  no: z.number().int().min(1),
  type: z.string(),
  speed_kmh: z.number().nullable(),
  result: z.string(),
  course: z.object({
    top_px: z.number().nullable(),
    left_px: z.number().nullable(),
    grid_row: z.number().int().nullable(),
    grid_col: z.number().int().nullable(),
  }),
  kind: z.string().nullish(),
})

const atBat = z.object({
  index: z.string(),
  inning: z.number().int().min(1),
  top_bottom: z.enum(['表', '裏']),
  valid: z.boolean().optional(),
  batter: person,
  pitcher: person,
  runners: z.object({ first: z.boolean(), second: z.boolean(), third: z.boolean() }),
  /** `out` is the outs after this entry; ball and strike are the count at its end. */
  count: z.object({ ball: z.number().int().min(0), strike: z.number().int().min(0), out: z.number().int().min(0).max(3) }),
  /** The score after this entry. */
  score_at: z.array(teamScore).length(2),
  hit_direction: z.object({ dir: z.string().nullable(), x: z.number().nullable(), y: z.number().nullable() }),
  result_summary: z.string(),
  result_detail: z.string(),
  pitch_count: z.number().int().min(0),
  pitches: z.array(pitch),
  batting_team: z.string(),
  fielding_team: z.string(),
})

const boxBatter = z.object({
  order: z.number().int().min(1).max(9),
  /** Positions played in order, one character each: 打一 = pinch-hit, then first base. */
  position: z.string(),
  is_starter: z.boolean(),
  sub_type: z.string().nullable(),
  name: z.string().min(1),
  player_id: z.string().nullable(),
  ab: z.number().int(),
  runs: z.number().int(),
  hits: z.number().int(),
  rbi: z.number().int(),
  so: z.number().int(),
  bb: z.number().int(),
  hbp: z.number().int(),
  /** Sacrifice bunts only: sacrifice flies are not in it. */
  sac: z.number().int(),
  sb: z.number().int(),
  hr: z.number().int(),
})

const boxPitcher = z.object({
  /** 勝 / 敗 / Ｓ / H or empty. */
  decision: z.string(),
  name: z.string().min(1),
  player_id: z.string().min(1),
  outs: z.number().int(),
  /** The official pitch count, which counts the pitches of PAs the file's own list lost. */
  pitches: z.number().int().nullable().optional(),
  runs_allowed: z.number().int(),
  earned_runs: z.number().int(),
})

const lineScore = z.object({
  team: z.string(),
  innings: z.array(z.number().int().nullable()),
  runs: z.number().int(),
  hits: z.number().int(),
  errors: z.number().int(),
})

const sides = <T extends z.ZodType>(schema: T) => z.object({ home: schema, away: schema })

export const ikkyuGameSchema = z.object({
  game_id: z.string(),
  away: z.string(),
  home: z.string(),
  game_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  game_type: z.string(),
  stadium: z.string(),
  result: z.object({
    state: z.string(),
    win_pitcher: z.string().nullish(),
    lose_pitcher: z.string().nullish(),
    save_pitcher: z.string().nullish(),
  }),
  boxscore: z.object({
    scoreboard: sides(lineScore),
    batting: sides(z.array(boxBatter)),
    pitching: sides(z.array(boxPitcher)),
  }),
  atbats: z.array(atBat),
})

export type IkkyuGame = z.infer<typeof ikkyuGameSchema>
export type IkkyuAtBat = IkkyuGame['atbats'][number]
export type IkkyuPitchRow = IkkyuAtBat['pitches'][number]
export type IkkyuBoxBatter = IkkyuGame['boxscore']['batting']['home'][number]
export type IkkyuBoxPitcher = IkkyuGame['boxscore']['pitching']['home'][number]

/** `atbats[3].pitches[0].speed_kmh` from zod's path array. */
function jsonPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : `${text}${text ? '.' : ''}${String(key)}`), '') || '(root)'
}

/** The first few problems, each with the JSON path to the offending value, prefixed by the file name. */
export function describeIkkyuIssues(error: z.ZodError, fileName: string): string {
  const shown = error.issues.slice(0, 5).map((issue) => `${jsonPath(issue.path)}: ${issue.message}`)
  const more = error.issues.length > shown.length ? ` (and ${error.issues.length - shown.length} more)` : ''
  return `${fileName}: not a 一球速報 game file: ${shown.join('; ')}${more}`
}
