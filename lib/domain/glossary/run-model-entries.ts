import type { GlossaryEntry } from './glossary-entry'

const saber = (entry: Omit<GlossaryEntry, 'group' | 'anchor'> & { anchor?: string }): GlossaryEntry => ({ anchor: entry.key, group: 'saber', ...entry })

/** The models behind the run and win values: run expectancy, linear weights, win expectancy, park factors. */
export const RUN_MODEL_ENTRIES: readonly GlossaryEntry[] = [
  saber({
    key: 'run_expectancy',
    aliases: ['re'],
    name: '得点期待値',
    abbr: 'RE',
    definition: 'アウトカウントと走者の状況（24通り）ごとに、そこからイニングの終わりまでに平均何点入るかを表した値。24通りを並べた表を得点期待値表（RE24の表）と呼びます。',
    formula: {
      text: 'RE(走者, アウト) ＝ その状況から始まった場面でイニング終了までに入った得点の合計 ÷ その状況の回数',
      example: '無死走者なしが10,000回あり、そこからイニング終了までに計4,000点入った → 4,000 ÷ 10,000 ＝ 0.400',
    },
    convention: '1〜8回の、3アウトまで終わったイニングだけを使います（サヨナラ・延長・打ち切りのイニングは、途中で終わったり作戦が違ったりして平均をゆがめるため）。打席と打席の間の盗塁・暴投などで入った得点は数えません。年度ごと・リーグごと（主催球団のリーグ）に求めます。',
    article: 'run-values',
  }),
  saber({
    key: 're24',
    name: 'RE24',
    abbr: 'RE24',
    definition: '1打席で得点期待値がどれだけ動いたか（その打席で入った得点を含む）。打者のRE24を合計すると、状況を加味して打撃で増やした得点になります。',
    formula: { text: 'RE24 ＝ RE(打席後の状況) − RE(打席前の状況) ＋ その打席で入った得点', example: '無死一塁（RE 0.684）で二塁打、一塁走者が生還して無死二塁（RE 0.906）→ 0.906 − 0.684 ＋ 1 ＝ +1.222' },
    convention: '3アウト目を取られた打席の後の得点期待値は0です。',
    article: 'run-values',
  }),
  saber({
    key: 'linear_weights',
    aliases: ['lwts', 'run_value', 'above_outs'],
    name: '得点価値（線形加重）',
    abbr: 'LWTS',
    definition: '単打・本塁打・四球などの出来事1回が、平均して何点の価値を持つか。その出来事が起きた打席のRE24の平均です。',
    formula: {
      text: '得点価値 ＝ その出来事のRE24の平均。アウト基準の値 ＝ 得点価値 ＋ |アウト（三振と凡打）のRE24の平均|',
      example: '単打のRE24の平均が +0.45、アウトの平均が −0.25 → アウト基準の単打の価値 ＝ 0.45 ＋ 0.25 ＝ 0.70',
    },
    convention: 'アウトの基準は三振と打数に数える凡打（ゴロ・飛球・ライナー・併殺・野手選択）を合わせたものです。振り逃げでの出塁は失策出塁と同じ組に、犠打・犠飛・打撃妨害はそれぞれ別の組にします。',
    article: 'run-values',
  }),
  saber({
    key: 'win_expectancy',
    aliases: ['we', 'we_before', 'we_after'],
    name: '勝利期待値',
    abbr: 'WE',
    definition: '回・表裏・アウト・走者・点差の場面から、ホームチームが勝つ見込み。',
    formula: { text: 'WE ＝ P(勝ち) ＋ ½ × P(引き分け)', example: 'P(勝ち) .486・P(引き分け) .028 → .486 ＋ .014 ＝ .500' },
    convention: '実際の試合を数えるのではなく、そのシーズンの全打席から求めた打席ごとの状況の移り変わり（マルコフ連鎖）で試合の終わりまで計算します。9回以降にホームチームがリードしていれば裏は行わない、サヨナラで即終了、12回を終えて同点なら引き分け、というNPBの規則どおりです。',
    npb: 'NPBには引き分けがあるため、勝ち・引き分け・負けの3つの確率を求め、引き分けを半分の勝ちとして1つの値にしています。',
    article: 'wpa',
  }),
  saber({
    key: 'wpa',
    name: 'WPA',
    abbr: 'WPA',
    definition: '1打席で勝利期待値がどれだけ動いたか。打者に加算し、投手から差し引きます。シーズンの合計は、チームの勝ちを何勝分増やしたか（減らしたか）の目安です。',
    formula: { text: 'WPA ＝ WE(打席後) − WE(打席前)（ビジターの打者は符号を反転）', example: '勝利期待値 .350 の場面でサヨナラ打 → 1 − .350 ＝ +0.650' },
    convention: '試合最後の打席の後は、実際の結果（勝ち1、引き分け½、負け0）を勝利期待値とします。',
    article: 'wpa',
  }),
  saber({
    key: 'li',
    name: 'LI（レバレッジ）',
    abbr: 'LI',
    definition: 'その場面の打席が試合の行方をどれだけ大きく動かしうるか。平均的な打席を1として、2なら平均の2倍の重みがある場面です。',
    formula: {
      text: 'LI ＝ Σ P(打席の結果) × |その結果による勝利期待値の変化| ÷ リーグの全打席での同じ値の平均',
      example: '勝利期待値の変化の見込みが0.090、リーグ平均が0.036 → 0.090 ÷ 0.036 ＝ 2.5',
    },
    convention: '打席の結果の確率は勝利期待値と同じ遷移モデルから取り、平均はそのシーズンに実際に行われた打席の開始場面で取ります（全打席の平均がちょうど1）。',
    article: 'wpa',
  }),
  saber({
    key: 'park_factor',
    aliases: ['single_year', 'multi_year', 'applied'],
    name: 'パークファクター',
    abbr: 'PF',
    definition: '本拠地球場での試合に、ほかの球場の試合と比べてどれだけ点が入りやすいか。1より大きければ打者有利、小さければ投手有利です。',
    formula: {
      text: 'PF ＝ (主催試合の両チームの得点 ÷ 主催試合数) ÷ (ビジター試合の両チームの得点 ÷ ビジター試合数)',
      example: '主催71試合で650点、ビジター72試合で560点 → 9.155 ÷ 7.778 ＝ 1.177。1年分なら 1 ＋ 0.177 × 0.6 ＝ 1.106、打者に使う値は (1.106 ＋ 1) ÷ 2 ＝ 1.053',
    },
    convention: '同一リーグの試合だけを使い（交流戦は指名打者の有無が変わるため除外）、最大5年分を合算して、年数に応じて1へ近づけます（1年は差の0.6、2年0.7、3年0.8、4年0.9、5年0.95を残す）。wRC+には、半分の試合が本拠地であることから (PF ＋ 1) ÷ 2 を使います。',
    article: 'park-factor',
  }),
]
