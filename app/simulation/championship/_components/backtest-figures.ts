/**
 * Brier scores of P(1st) printed by scripts/bench/championship.ts (5,000 seasons per date, seed
 * 20261126), copied here for the method section: recomputing them takes seconds, too long for a
 * page. Re-run the bench after a change to the model or a rebuild of the data and update these.
 */
export const BACKTEST = [
  {
    data: 'シミュレーションリーグ 2016〜2025年（120球団シーズン）',
    rows: [
      { date: '6月1日', model: 0.0783, uniform: 0.1389, leader: 0.1 },
      { date: '8月1日', model: 0.0638, uniform: 0.1389, leader: 0.1167 },
      { date: '9月1日', model: 0.0299, uniform: 0.1389, leader: 0.05 },
    ],
  },
  {
    data: '実際のNPB 2024・2025年（npb.jpの試合結果を取り込み、24球団シーズン）',
    rows: [
      { date: '6月1日', model: 0.1042, uniform: 0.1389, leader: 0.1667 },
      { date: '8月1日', model: 0.0421, uniform: 0.1389, leader: 0.0833 },
      { date: '9月1日', model: 0.0441, uniform: 0.1389, leader: 0.0833 },
    ],
  },
] as const
