import type { StatFormat } from '@/lib/domain/format/stat-format'

/** A stat column: its key in the DTO, the header label, the full name (header tooltip) and its print style. */
export type StatColumn = { key: string; label: string; title: string; format: StatFormat }

export const COLUMN_GROUPS = ['basic', 'detail', 'saber'] as const
export type ColumnGroup = (typeof COLUMN_GROUPS)[number]
export const COLUMN_GROUP_LABELS: Readonly<Record<ColumnGroup, string>> = { basic: '基本', detail: '詳細', saber: 'セイバー' }

const column = (key: string, label: string, format: StatFormat, title = label): StatColumn => ({ key, label, title, format })

const BATTING: Readonly<Record<string, StatColumn>> = {
  g: column('g', '試合', 'count'),
  pa: column('pa', '打席', 'count'),
  ab: column('ab', '打数', 'count'),
  r: column('r', '得点', 'count'),
  h: column('h', '安打', 'count'),
  doubles: column('doubles', '二塁打', 'count'),
  triples: column('triples', '三塁打', 'count'),
  hr: column('hr', '本塁打', 'count'),
  tb: column('tb', '塁打', 'count'),
  rbi: column('rbi', '打点', 'count'),
  sb: column('sb', '盗塁', 'count'),
  cs: column('cs', '盗塁死', 'count'),
  sh: column('sh', '犠打', 'count'),
  sf: column('sf', '犠飛', 'count'),
  bb: column('bb', '四球', 'count', '四球（故意四球を含む）'),
  ibb: column('ibb', '故意四球', 'count'),
  hbp: column('hbp', '死球', 'count'),
  so: column('so', '三振', 'count'),
  gidp: column('gidp', '併殺打', 'count'),
  avg: column('avg', '打率', 'rate3'),
  obp: column('obp', '出塁率', 'rate3'),
  slg: column('slg', '長打率', 'rate3'),
  ops: column('ops', 'OPS', 'rate3', 'OPS（出塁率＋長打率）'),
  iso: column('iso', 'ISO', 'rate3', 'ISO（長打率−打率）'),
  babip: column('babip', 'BABIP', 'rate3', 'BABIP（本塁打を除くインプレー打球の安打率）'),
  k_pct: column('k_pct', 'K%', 'percent', '三振率（三振÷打席）'),
  bb_pct: column('bb_pct', 'BB%', 'percent', '四球率（四球÷打席）'),
  woba: column('woba', 'wOBA', 'rate3', 'wOBA（加重出塁率）'),
  wraa: column('wraa', 'wRAA', 'signed1', 'wRAA（平均的な打者と比べて生んだ得点）'),
  wrc: column('wrc', 'wRC', 'decimal1', 'wRC（打撃で生んだ得点）'),
  wrc_plus: column('wrc_plus', 'wRC+', 'integer', 'wRC+（リーグ平均を100、球場補正あり）'),
}

const PITCHING: Readonly<Record<string, StatColumn>> = {
  g: column('g', '登板', 'count'),
  gs: column('gs', '先発', 'count'),
  w: column('w', '勝利', 'count'),
  l: column('l', '敗戦', 'count'),
  sv: column('sv', 'セーブ', 'count'),
  hld: column('hld', 'ホールド', 'count'),
  hp: column('hp', 'HP', 'count', 'ホールドポイント（ホールド＋救援勝利）'),
  cg: column('cg', '完投', 'count'),
  sho: column('sho', '完封', 'count'),
  outs: column('outs', '投球回', 'innings'),
  bf: column('bf', '打者', 'count', '対戦打者'),
  h: column('h', '被安打', 'count'),
  hr: column('hr', '被本塁打', 'count'),
  bb: column('bb', '与四球', 'count', '与四球（故意四球を含む）'),
  ibb: column('ibb', '故意四球', 'count'),
  hbp: column('hbp', '与死球', 'count'),
  so: column('so', '奪三振', 'count'),
  wp: column('wp', '暴投', 'count'),
  bk: column('bk', 'ボーク', 'count'),
  r: column('r', '失点', 'count'),
  er: column('er', '自責点', 'count'),
  era: column('era', '防御率', 'era'),
  whip: column('whip', 'WHIP', 'decimal2', 'WHIP（1イニングあたりの与四球＋被安打）'),
  k9: column('k9', '奪三振率', 'decimal2', '奪三振率（9イニングあたり）'),
  bb9: column('bb9', '与四球率', 'decimal2', '与四球率（9イニングあたり）'),
  hr9: column('hr9', '被本塁打率', 'decimal2', '被本塁打率（9イニングあたり）'),
  kbb: column('kbb', 'K/BB', 'decimal2', 'K/BB（奪三振÷与四球）'),
  k_pct: column('k_pct', 'K%', 'percent', '奪三振割合（奪三振÷対戦打者）'),
  bb_pct: column('bb_pct', 'BB%', 'percent', '与四球割合（与四球÷対戦打者）'),
  fip: column('fip', 'FIP', 'era', 'FIP（守備から独立した防御率、防御率スケール）'),
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

const TEAM_GAMES = column('g', '試合', 'count')

const TEAM_GROUPS: Readonly<Record<'batting' | 'pitching', Readonly<Record<ColumnGroup, readonly StatColumn[]>>>> = {
  batting: {
    basic: pick(BATTING, ['g', 'pa', 'ab', 'r', 'h', 'hr', 'rbi', 'sb', 'bb', 'so', 'avg', 'obp', 'slg', 'ops']),
    detail: pick(BATTING, ['g', 'pa', 'ab', 'h', 'doubles', 'triples', 'hr', 'tb', 'rbi', 'sb', 'cs', 'sh', 'sf', 'bb', 'ibb', 'hbp', 'so', 'gidp', 'avg']),
    saber: pick(BATTING, ['pa', 'avg', 'obp', 'slg', 'ops', 'iso', 'babip', 'k_pct', 'bb_pct']),
  },
  pitching: {
    basic: [TEAM_GAMES, ...pick(PITCHING, ['w', 'l', 'sv', 'hld', 'outs', 'h', 'hr', 'bb', 'so', 'r', 'er', 'era', 'whip'])],
    detail: [TEAM_GAMES, ...pick(PITCHING, ['cg', 'sho', 'outs', 'bf', 'h', 'hr', 'bb', 'ibb', 'hbp', 'so', 'wp', 'bk', 'r', 'er', 'era'])],
    saber: pick(PITCHING, ['outs', 'era', 'whip', 'k9', 'bb9', 'hr9', 'kbb', 'k_pct', 'bb_pct']),
  },
}

/** Club totals by column group; a club's games are 試合 on both sides. */
export function teamColumns(type: 'batting' | 'pitching', group: ColumnGroup): readonly StatColumn[] {
  return TEAM_GROUPS[type][group]
}
