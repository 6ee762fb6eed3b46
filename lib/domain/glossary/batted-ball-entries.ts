import { entryIn, type GlossaryEntry } from './glossary-entry'

const saber = entryIn('saber')

const BALLS = '分母は種類の記録がある打球（ゴロ・ライナー・フライ・内野フライ）で、バントは含みません。打球の種類を記録しない出典（npb.jp）の年度は「-」です。'

/** The stats explorer's 打球 columns: batted-ball types, for batters and (against) pitchers alike. */
export const BATTED_BALL_ENTRIES: readonly GlossaryEntry[] = [
  saber({
    key: 'gb_pct',
    aliases: ['gb'],
    name: 'ゴロ率',
    abbr: 'GB%',
    definition: '打球のうちゴロの割合。投手では高いほど長打を打たれにくく、打者では低いほど長打が出やすい傾向があります。',
    formula: { text: 'GB% ＝ ゴロ ÷ (ゴロ ＋ ライナー ＋ フライ ＋ 内野フライ)', example: '180 ÷ (180 ＋ 80 ＋ 110 ＋ 30) ＝ 180 ÷ 400 ＝ 45.0%' },
    convention: BALLS,
  }),
  saber({
    key: 'ld_pct',
    aliases: ['ld'],
    name: 'ライナー率',
    abbr: 'LD%',
    definition: '打球のうちライナーの割合。ライナーは最も安打になりやすい打球です。',
    formula: { text: 'LD% ＝ ライナー ÷ (ゴロ ＋ ライナー ＋ フライ ＋ 内野フライ)', example: '80 ÷ 400 ＝ 20.0%' },
    convention: BALLS,
  }),
  saber({
    key: 'fb_pct',
    aliases: ['fb'],
    name: 'フライ率',
    abbr: 'FB%',
    definition: '打球のうち外野へのフライの割合。本塁打はほとんどがフライから生まれます。',
    formula: { text: 'FB% ＝ フライ ÷ (ゴロ ＋ ライナー ＋ フライ ＋ 内野フライ)', example: '110 ÷ 400 ＝ 27.5%' },
    convention: BALLS,
  }),
  saber({
    key: 'pu_pct',
    aliases: ['pu'],
    name: '内野フライ率',
    abbr: 'PU%',
    definition: '打球のうち内野フライ（ポップフライ）の割合。ほぼ確実にアウトになる打球で、投手には三振に次いで良い結果です。',
    formula: { text: 'PU% ＝ 内野フライ ÷ (ゴロ ＋ ライナー ＋ フライ ＋ 内野フライ)', example: '30 ÷ 400 ＝ 7.5%' },
    convention: BALLS,
  }),
  saber({
    key: 'k_bb_pct',
    side: 'pitching',
    name: '奪三振割合−与四球割合',
    abbr: 'K-BB%',
    definition: '奪三振割合（K%）から与四球割合（BB%）を引いた値。投手の実力を少ない対戦数で最もよく表す指標の一つです。',
    formula: { text: 'K-BB% ＝ (奪三振 − 与四球) ÷ 対戦打者', example: '(180 − 45) ÷ 720人 ＝ 18.8%' },
    convention: '与四球は故意四球を含みます。',
  }),
]
