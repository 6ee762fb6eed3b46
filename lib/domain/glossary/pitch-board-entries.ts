import { entryIn, type GlossaryEntry } from './glossary-entry'

const pitch = entryIn('pitch')

/** The league boards' terms (/pitch-data/pitching, /pitch-data/batting) the players' analysis pages do not define. */
export const PITCH_BOARD_ENTRIES: readonly GlossaryEntry[] = [
  pitch({
    key: 'first_pitch_strike_pct',
    name: '初球ストライク率',
    abbr: 'F-Strike%',
    definition: '打席の初球（0-0からの球）がストライクになった割合。見逃し・空振りストライクに加え、ファウルと前に飛んだ打球もストライクと数えます。',
    formula: {
      text: '初球ストライク% ＝ 0-0からの球のうちボール・死球以外の球数 ÷ 0-0からの球数',
      example: '700打席の初球が見逃しストライク190・空振り45・ファウル95・打球105 → (190 ＋ 45 ＋ 95 ＋ 105) ÷ 700 ＝ 435 ÷ 700 ＝ 62.1%',
    },
    convention: 'FanGraphsのF-Strike%と同じ数え方です。分母は一球ごとの記録がある打席の初球です。投手の表に出します。',
  }),
  pitch({
    key: 'first_pitch_swing_pct',
    name: '初球スイング率',
    abbr: 'F-Swing%',
    definition: '打席の初球（0-0からの球）を打者が振った割合。初球から積極的に打ちにいく打者ほど高くなります。',
    formula: { text: '初球スイング% ＝ 0-0からの球へのスイング ÷ 0-0からの球数', example: '550打席の初球のうち160球を振った → 160 ÷ 550 ＝ 29.1%' },
    convention: 'スイングはスイング率と同じく空振り・ファウル・打球です。Baseball SavantのFirst Pitch Swing %と同じ考え方です。打者の表に出します。',
  }),
  pitch({
    key: 'pitches_per_pa',
    name: '1打席あたり球数',
    abbr: 'P/PA',
    definition: '打者が1打席で見た球数の平均。粘って球数を投げさせる打者ほど多くなります。',
    formula: { text: 'P/PA ＝ 球数 ÷ 一球ごとの記録がある打席数', example: '2,300球・580打席 → 2,300 ÷ 580 ＝ 3.97' },
    convention: '打席数は最後の球まで記録がある打席です。投球の記録がない打席は分母にも分子にも入りません。',
  }),
  pitch({
    key: 'attack_zone',
    name: 'アタックゾーン',
    abbr: 'Attack Zone',
    definition:
      'Baseball Savantが投球のコースを4つに分けたもの。ハート（真ん中）、シャドウ（ストライクゾーンの縁の内外、ボール約1個分）、チェイス（ボール球だが振らせうる範囲）、ウェイスト（明らかなボール球）です。',
    formula: {
      text: 'ストライクゾーンの半幅・半高を1として、横 |x| と縦 |z| の大きい方が 2/3 未満ならハート、4/3 未満ならシャドウ、2 未満ならチェイス、2 以上ならウェイスト',
      example: '横 0.5・縦 0.7 の球 → 大きい方の 0.7 は 2/3 以上 4/3 未満 → シャドウ',
    },
    convention:
      'Savantは打者ごとのストライクゾーンに合わせて枠を変えますが、当サイトは記録元の図の固定の枠（投球位置の座標）で判定します。コースの記録がない球はどの区分にも入りません。',
  }),
  pitch({
    key: 'swing_take_runs',
    name: 'スイング・見逃しの得点価値',
    abbr: 'Swing/Take',
    definition:
      '1球ごとの得点価値を、打者が振った球と見逃した球に分け、アタックゾーン別に合計したもの。打者の表ではプラスほど得点につながる判断、投手の表ではプラスほど失点を防いだことを表します。',
    formula: {
      text: '1球の得点価値 ＝ 投球後のカウントの得点価値 − 投球前のカウントの得点価値。打席が終わった球は 結果の線形加重 − 投球前のカウントの得点価値',
      example:
        '0-0の得点価値 0・0-1 −0.030・0-2 −0.070・三振の線形加重 −0.223 の年に、見逃しストライク、ファウル、空振り三振 → 見逃し −0.030、スイング (−0.070 − (−0.030)) ＋ (−0.223 − (−0.070)) ＝ −0.193（打者）。投手の表では符号を逆にして +0.193',
    },
    convention:
      'カウントの得点価値は、そのカウントを通った打席のRE24の平均から全打席のRE24の平均を引いた値（0-0は0）で、年度ごとに当サイトの打席から求めます。投球の間の盗塁・暴投などの走塁は数えません。打席を決めた球だけに価値を与えるRV/100とは別の値です。Baseball SavantのSwing/Take Run Valueと同じ考え方です。',
    article: 'run-values',
  }),
]
