import type { TitleType } from '@/lib/route-params'

/** Japanese labels for every route parameter value, in one place. */
export const STATS_TYPE_LABELS = { batting: '打撃', pitching: '投手' } as const

export const TITLE_LABELS: Readonly<Record<TitleType, string>> = {
  mvp: '最優秀選手（MVP）',
  rookie: '最優秀新人（新人王）',
  sawamura: '沢村栄治賞',
  best_nine: 'ベストナイン',
  golden_glove: 'ゴールデングラブ賞',
  era_leader: '最優秀防御率',
  wins_leader: '最多勝利',
  strikeouts: '最多奪三振',
  winning_percentage: '最高勝率',
  saves_leader: '最多セーブ',
  holds: '最優秀中継ぎ（最多ホールドポイント）',
  batting_champion: '首位打者',
  homerun_leader: '最多本塁打',
  rbi_leader: '最多打点',
  stolen_base_leader: '最多盗塁',
  hits_leader: '最多安打',
  obp_leader: '最高出塁率',
}

export const GAME_MVP_TAB_LABELS = { monthly: '月間', daily: '日別' } as const

export const PLAYER_STAT_TYPE_LABELS = {
  'career-batting': '年度別打撃成績',
  'career-pitching': '年度別投手成績',
  'game-batting': '試合別打撃成績',
  'game-pitching': '試合別投手成績',
  'situational-batting': '状況別打撃成績',
  'situational-pitching': '状況別投手成績',
} as const

export const ANALYSIS_TAB_LABELS = { details: '詳細', 'pitch-type': '球種別', zone: 'コース別', count: 'カウント別' } as const

export const POSITION_CORRELATION_MODE_LABELS = { batting: '打撃', fielding: '守備' } as const

export const STRATEGY_KIND_LABELS = { pitching: '投手起用', fielding: '守備起用' } as const
export const STRATEGY_MODE_LABELS = { season: 'シーズン', monthly: '月別' } as const
export const GAME_RESULT_LABELS = { all: '全試合', win: '勝利試合', lose: '敗戦試合', draw: '引分試合' } as const
