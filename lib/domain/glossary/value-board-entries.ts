import { entryIn, type GlossaryEntry } from './glossary-entry'

const saber = entryIn('saber')

/** The value boards' own columns (/analysis/wpa, /re24): the leverage averages, Clutch, relief marks, REW and boLI. */
export const VALUE_BOARD_ENTRIES: readonly GlossaryEntry[] = [
  saber({
    key: 'pli',
    name: '平均レバレッジ',
    abbr: 'pLI',
    definition: 'その選手が出場した打席のLIの平均。1より大きければ、平均より重い場面で起用されていたことを表します。抑え投手は2前後になります。',
    formula: { text: 'pLI ＝ 出場した打席のLIの合計 ÷ LIのある打席数', example: '600打席でLIの合計が750 → 750 ÷ 600 ＝ 1.25' },
    convention: '打者は自分の打席、投手は対戦した打席で数えます。',
    article: 'wpa',
  }),
  saber({
    key: 'phli',
    name: '代打時の平均レバレッジ',
    abbr: 'phLI',
    definition: '代打で出た打席のLIの平均。代打がどれだけ重い場面で送られたかを表します。',
    formula: { text: 'phLI ＝ 代打で出た打席のLIの合計 ÷ その打席数', example: '代打3回のLIが2.4・1.1・0.8 → 4.3 ÷ 3 ＝ 1.43' },
    convention: '代打で出た試合の最初の打席だけを数えます（その回が先に終わって打席がなかった代打は数えません）。',
    article: 'wpa',
  }),
  saber({
    key: 'wpa_li',
    name: '状況を除いたWPA',
    abbr: 'WPA/LI',
    definition: '打席ごとのWPAをその場面のLIで割って合計した値。場面の重さをならしたWPAで、起用のされ方に左右されにくい勝利への貢献です。',
    formula: { text: 'WPA/LI ＝ Σ（打席のWPA ÷ 打席のLI）', example: 'LI 2.0 の場面で +0.10、LI 0.5 の場面で −0.03 → 0.05 − 0.06 ＝ -0.01' },
    convention: 'LIが0の打席（試合の行方が決まっている場面）は数えません。',
    article: 'wpa',
  }),
  saber({
    key: 'clutch',
    name: 'クラッチ',
    abbr: 'Clutch',
    definition: '重い場面で、普段の自分の打撃（投球）よりどれだけ良い結果を出したか。プラスなら勝負どころで上積みがあり、0なら場面に関係なく同じ力を出したことになります。',
    formula: { text: 'Clutch ＝ WPA ÷ pLI − WPA/LI（FanGraphs の定義）', example: 'WPA 2.0、pLI 1.25、WPA/LI 1.4 → 2.0 ÷ 1.25 − 1.4 ＝ +0.20' },
    convention: '年ごとの値は偶然の影響が大きく、翌年の値とはほとんど相関しないことが知られています。',
    article: 'wpa',
  }),
  saber({
    key: 'shutdowns',
    aliases: ['meltdowns'],
    name: 'シャットダウン／メルトダウン',
    abbr: 'SD／MD',
    definition: '救援投手の登板を、その登板で勝利期待値をどれだけ動かしたかで分けた数。試合を守った登板がSD、試合を壊した登板がMDです。セーブやホールドと違い、場面を問わずすべての救援登板を数えます。',
    formula: { text: 'SD ＝ 登板のWPA ≧ +0.06 の救援登板、MD ＝ 登板のWPA ≦ −0.06 の救援登板（FanGraphs の基準）', example: '救援登板のWPAが +0.08 → SD、−0.06 → MD、+0.03 → どちらでもない' },
    convention: '先発した試合は数えません。登板のWPAは、その投手が対戦した打席のWPAの合計です。',
    article: 'wpa',
  }),
  saber({
    key: 'rew',
    name: '得点期待値による勝利数',
    abbr: 'REW',
    definition: 'RE24を勝利数に換算した値。状況を加味して増やした得点が、何勝分にあたるかを表します。',
    formula: { text: 'REW ＝ RE24 ÷ 1勝あたりの得点（そのシーズン・リーグの値）', example: 'RE24 +16.8、1勝あたり8.4点 → 16.8 ÷ 8.4 ＝ 2.0' },
    convention: '1勝あたりの得点は、そのシーズンのリーグの得点環境から求めた値です（得点価値のページに同じ値を載せています）。',
    article: 'run-values',
  }),
  saber({
    key: 'boli',
    name: '塁・アウトのレバレッジ',
    abbr: 'boLI',
    definition: '点差と回を除き、走者とアウトの状況だけで見た打席の重さ。平均的な打席を1として、得点期待値が大きく動きうる状況ほど大きくなります。選手の値は、出場した打席の平均です。',
    formula: {
      text: 'boLI ＝ その状況の Σ P(打席の結果) × |得点期待値の変化 ＋ 得点| ÷ 全打席での同じ値の平均',
      example: '二死走者なしの見込みの変化0.19、二死満塁0.91、この2つからの打席が3：1 → 平均0.37、boLIは0.51と2.46',
    },
    convention: '打席の結果の確率はそのシーズンの状況ごとの移り変わりから、得点期待値はRE24と同じ表から取ります。FanGraphsのboLIにならった当サイトの定義です。',
    article: 'run-values',
  }),
]
