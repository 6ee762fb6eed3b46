import type { TitleType } from '@/lib/route-params'
import { DH_LEAGUES } from './best-nine'
import { ROOKIE_RULES } from './rookie'
import { SAWAMURA_CRITERIA, SAWAMURA_MIN_CRITERIA } from './sawamura'
import { WINNING_PERCENTAGE_MIN_WINS } from './statistical-titles'

/** Said once under every statistical title. */
export const STATISTICAL_TITLE_NOTE = 'リーグごとにレギュラーシーズンの成績で決定します。同数・同率の選手は全員が受賞します（NPBの規定と同じ）。'

const VALUE = '打撃得点（wRAA：リーグ平均の打者と比べて増やした得点）と投球得点（FIP基準：(リーグ防御率 − FIP) × 投球回 ÷ 9）の合計'
const DH = DH_LEAGUES.length === 1 ? '指名打者はパ・リーグのみ' : '指名打者あり'

/**
 * How each title is decided, in the words the page shows. Statistical titles follow NPB's rules;
 * the voted awards state our own formula, prefixed 当サイトの選出方法, since NPB's are writers' votes.
 */
export const TITLE_RULES: Readonly<Record<TitleType, string>> = {
  mvp: `リーグごとに、${VALUE}が最も大きい選手。実際のMVPは記者投票で優勝への貢献も考慮されますが、この選出には含めていません。`,
  rookie: `リーグごとに、MVPと同じ打撃得点＋投球得点が最も大きい新人。新人の条件はNPBの規定に準じ、初めて支配下登録された年から${ROOKIE_RULES.seasons}年以内、前年までの一軍出場が投球回${ROOKIE_RULES.maxPriorOuts / 3}イニング以内かつ${ROOKIE_RULES.maxPriorPa}打席以内で、外国人選手は対象外。データの最初の年度より前に登録された選手は、それ以前の出場を確かめられないため対象外です。`,
  sawamura: `セ・パ両リーグを通じて1名。選考基準7項目（${SAWAMURA_CRITERIA.map((c) => c.label).join('、')}）のうち達成した項目が最も多い投手で、同数なら投球得点（FIP基準）が大きい投手。${SAWAMURA_MIN_CRITERIA}項目以上を達成した投手がいない年は「該当者なし」とします。`,
  best_nine: `リーグごとに、各守備位置で打撃得点（wRAA）が最も大きい選手（外野手は3名、${DH}）。守備位置はその年に最も多く出場した位置（指名打者を含む）で、チーム試合数の半分以上の出場が条件。投手は投球得点（FIP基準）が最も大きい投手。`,
  golden_glove: 'リーグごとに、各守備位置で守備率（(刺殺＋補殺) ÷ (刺殺＋補殺＋失策)）が最も高い選手（外野手は3名）。守備率が同じなら守備イニングあたりの刺殺＋補殺が多い選手。捕手は盗塁阻止率を優先します。対象はその守備位置でチーム試合数の半分以上に出場した野手と、規定投球回以上の投手。',
  era_leader: '規定投球回（チーム試合数 × 1.0）以上の投手のうち、防御率が最も低い投手。',
  wins_leader: '勝利数が最も多い投手。',
  strikeouts: '奪三振数が最も多い投手。',
  winning_percentage: `${WINNING_PERCENTAGE_MIN_WINS}勝以上の投手のうち、勝率（勝利 ÷ (勝利＋敗戦)）が最も高い投手。`,
  saves_leader: 'セーブ数が最も多い投手。',
  holds: 'NPBの最優秀中継ぎ投手と同じく、ホールドポイント（HP＝ホールド＋救援勝利）が最も多い投手。',
  batting_champion: '規定打席（チーム試合数 × 3.1、四捨五入）以上の打者のうち、打率が最も高い打者。規定打席に足りない打者も、不足分を凡打として打数に加えてなお1位なら首位打者です（表示する打率は実際の打率）。',
  homerun_leader: '本塁打数が最も多い打者。',
  rbi_leader: '打点が最も多い打者。',
  stolen_base_leader: '盗塁数が最も多い選手。',
  hits_leader: '安打数が最も多い打者。',
  obp_leader: '規定打席以上の打者のうち、出塁率（(安打＋四球＋死球) ÷ (打数＋四球＋死球＋犠飛)）が最も高い打者。',
}
