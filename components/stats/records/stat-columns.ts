import type { StatFormat } from '@/lib/domain/format/stat-format'
import type { GlossaryRef, GlossarySide } from '@/lib/domain/glossary/glossary'

/** A stat column: its key in the DTO, the header label, its print style and the glossary entry its header links to. */
export type StatColumn = { key: string; label: string; format: StatFormat; glossary: GlossaryRef }

export const COLUMN_GROUPS = ['basic', 'detail', 'saber'] as const
export type ColumnGroup = (typeof COLUMN_GROUPS)[number]
export const COLUMN_GROUP_LABELS: Readonly<Record<ColumnGroup, string>> = { basic: '基本', detail: '詳細', saber: 'セイバー' }

/** The columns of one side: a key batting and pitching share (`h`, `bb`) links to that side's entry. */
const sideColumn =
  (side: GlossarySide) =>
  (key: string, label: string, format: StatFormat): StatColumn => ({ key, label, format, glossary: { key, side } })
const batting = sideColumn('batting')
const pitching = sideColumn('pitching')

const BATTING: Readonly<Record<string, StatColumn>> = {
  g: batting('g', '試合', 'count'),
  pa: batting('pa', '打席', 'count'),
  ab: batting('ab', '打数', 'count'),
  r: batting('r', '得点', 'count'),
  h: batting('h', '安打', 'count'),
  doubles: batting('doubles', '二塁打', 'count'),
  triples: batting('triples', '三塁打', 'count'),
  hr: batting('hr', '本塁打', 'count'),
  tb: batting('tb', '塁打', 'count'),
  rbi: batting('rbi', '打点', 'count'),
  sb: batting('sb', '盗塁', 'count'),
  cs: batting('cs', '盗塁死', 'count'),
  sh: batting('sh', '犠打', 'count'),
  sf: batting('sf', '犠飛', 'count'),
  bb: batting('bb', '四球', 'count'),
  ibb: batting('ibb', '故意四球', 'count'),
  hbp: batting('hbp', '死球', 'count'),
  so: batting('so', '三振', 'count'),
  gidp: batting('gidp', '併殺打', 'count'),
  avg: batting('avg', '打率', 'rate3'),
  obp: batting('obp', '出塁率', 'rate3'),
  slg: batting('slg', '長打率', 'rate3'),
  ops: batting('ops', 'OPS', 'rate3'),
  iso: batting('iso', 'ISO', 'rate3'),
  babip: batting('babip', 'BABIP', 'rate3'),
  k_pct: batting('k_pct', 'K%', 'percent'),
  bb_pct: batting('bb_pct', 'BB%', 'percent'),
  woba: batting('woba', 'wOBA', 'rate3'),
  wraa: batting('wraa', 'wRAA', 'signed1'),
  wrc: batting('wrc', 'wRC', 'decimal1'),
  wrc_plus: batting('wrc_plus', 'wRC+', 'integer'),
}

const PITCHING: Readonly<Record<string, StatColumn>> = {
  g: pitching('g', '登板', 'count'),
  gs: pitching('gs', '先発', 'count'),
  w: pitching('w', '勝利', 'count'),
  l: pitching('l', '敗戦', 'count'),
  sv: pitching('sv', 'セーブ', 'count'),
  hld: pitching('hld', 'ホールド', 'count'),
  hp: pitching('hp', 'HP', 'count'),
  cg: pitching('cg', '完投', 'count'),
  sho: pitching('sho', '完封', 'count'),
  outs: pitching('outs', '投球回', 'innings'),
  bf: pitching('bf', '打者', 'count'),
  h: pitching('h', '被安打', 'count'),
  hr: pitching('hr', '被本塁打', 'count'),
  bb: pitching('bb', '与四球', 'count'),
  ibb: pitching('ibb', '故意四球', 'count'),
  hbp: pitching('hbp', '与死球', 'count'),
  so: pitching('so', '奪三振', 'count'),
  wp: pitching('wp', '暴投', 'count'),
  bk: pitching('bk', 'ボーク', 'count'),
  r: pitching('r', '失点', 'count'),
  er: pitching('er', '自責点', 'count'),
  era: pitching('era', '防御率', 'era'),
  whip: pitching('whip', 'WHIP', 'decimal2'),
  k9: pitching('k9', '奪三振率', 'decimal2'),
  bb9: pitching('bb9', '与四球率', 'decimal2'),
  hr9: pitching('hr9', '被本塁打率', 'decimal2'),
  kbb: pitching('kbb', 'K/BB', 'decimal2'),
  k_pct: pitching('k_pct', 'K%', 'percent'),
  bb_pct: pitching('bb_pct', 'BB%', 'percent'),
  fip: pitching('fip', 'FIP', 'era'),
}

const pick = (table: Readonly<Record<string, StatColumn>>, keys: readonly string[]): StatColumn[] =>
  keys.flatMap((key) => (table[key] ? [table[key]] : []))

const PLAYER_GROUPS: Readonly<Record<'batting' | 'pitching', Readonly<Record<ColumnGroup, readonly StatColumn[]>>>> = {
  batting: {
    basic: pick(BATTING, ['g', 'pa', 'ab', 'r', 'h', 'hr', 'rbi', 'sb', 'bb', 'so', 'avg', 'obp', 'slg', 'ops']),
    detail: pick(BATTING, ['g', 'pa', 'ab', 'h', 'doubles', 'triples', 'hr', 'tb', 'rbi', 'sb', 'cs', 'sh', 'sf', 'bb', 'ibb', 'hbp', 'so', 'gidp', 'avg']),
    saber: pick(BATTING, ['pa', 'avg', 'ops', 'iso', 'babip', 'k_pct', 'bb_pct', 'woba', 'wraa', 'wrc', 'wrc_plus']),
  },
  pitching: {
    basic: pick(PITCHING, ['g', 'gs', 'w', 'l', 'sv', 'hld', 'hp', 'outs', 'so', 'era', 'whip']),
    detail: pick(PITCHING, ['g', 'gs', 'cg', 'sho', 'outs', 'bf', 'h', 'hr', 'bb', 'ibb', 'hbp', 'so', 'wp', 'bk', 'r', 'er', 'era']),
    saber: pick(PITCHING, ['outs', 'era', 'fip', 'whip', 'k9', 'bb9', 'hr9', 'kbb', 'k_pct', 'bb_pct']),
  },
}

/** The player table's columns for a stats type and column group. */
export function playerColumns(type: 'batting' | 'pitching', group: ColumnGroup): readonly StatColumn[] {
  return PLAYER_GROUPS[type][group]
}

/** Any column of a stats type by key (the label of a sort column outside the shown group). */
export function statColumn(type: 'batting' | 'pitching', key: string): StatColumn | null {
  return (type === 'batting' ? BATTING : PITCHING)[key] ?? null
}

/** A club's games are 試合 on both sides, explained by the standings' entry (a pitching `g` is 登板). */
const TEAM_GAMES: StatColumn = { key: 'g', label: '試合', format: 'count', glossary: { key: 'games' } }

const TEAM_GROUPS: Readonly<Record<'batting' | 'pitching', Readonly<Record<ColumnGroup, readonly StatColumn[]>>>> = {
  batting: {
    basic: [TEAM_GAMES, ...pick(BATTING, ['pa', 'ab', 'r', 'h', 'hr', 'rbi', 'sb', 'bb', 'so', 'avg', 'obp', 'slg', 'ops'])],
    detail: [TEAM_GAMES, ...pick(BATTING, ['pa', 'ab', 'h', 'doubles', 'triples', 'hr', 'tb', 'rbi', 'sb', 'cs', 'sh', 'sf', 'bb', 'ibb', 'hbp', 'so', 'gidp', 'avg'])],
    saber: pick(BATTING, ['pa', 'avg', 'obp', 'slg', 'ops', 'iso', 'babip', 'k_pct', 'bb_pct']),
  },
  pitching: {
    basic: [TEAM_GAMES, ...pick(PITCHING, ['w', 'l', 'sv', 'hld', 'outs', 'h', 'hr', 'bb', 'so', 'r', 'er', 'era', 'whip'])],
    detail: [TEAM_GAMES, ...pick(PITCHING, ['cg', 'sho', 'outs', 'bf', 'h', 'hr', 'bb', 'ibb', 'hbp', 'so', 'wp', 'bk', 'r', 'er', 'era'])],
    saber: pick(PITCHING, ['outs', 'era', 'whip', 'k9', 'bb9', 'hr9', 'kbb', 'k_pct', 'bb_pct']),
  },
}

/** Club totals by column group. */
export function teamColumns(type: 'batting' | 'pitching', group: ColumnGroup): readonly StatColumn[] {
  return TEAM_GROUPS[type][group]
}

/** Every column a player's table of a stats type can show, once each in group order: what his career chart can draw. */
export function playerChartColumns(type: 'batting' | 'pitching'): readonly StatColumn[] {
  const seen = new Set<string>()
  return COLUMN_GROUPS.flatMap((group) => PLAYER_GROUPS[type][group]).filter((column) => !seen.has(column.key) && seen.add(column.key))
}
