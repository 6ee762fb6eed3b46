import type { GameDetail } from '@/lib/schemas/game-detail'

/**
 * The worked example of the game tests: 2025年6月1日, 広島 (visitors) 3-2 DeNA at 横浜スタジアム.
 * 広島 0+1+0+0+2+0+0+0+0 = 3 on 8 hits; DeNA 0+0+0+1+0+0+0+1+0 = 2 on 7 hits and 1 error, its
 * 9th played because it trailed. 森下 wins (to 5勝2敗), 東 loses (to 4勝3敗), 栗林 saves (his 12th).
 */
export const SAMPLE_GAME: GameDetail = {
  id: '20250601-db-c-01', season: 2025, date: '2025-06-01', kind: 'regular', status: 'final', innings: 9,
  venue: '横浜スタジアム', attendance: 33_012, umpires: null, source: 'sim', tracked: true,
  away: { team: 'c', runs: 3, hits: 8, errors: 0, line: [0, 1, 0, 0, 2, 0, 0, 0, 0] },
  home: { team: 'db', runs: 2, hits: 7, errors: 1, line: [0, 0, 0, 1, 0, 0, 0, 1, 0] },
  win: { playerId: '10000001', name: '森下 暢仁', wins: 5, losses: 2, saves: 0, holds: 0 },
  loss: { playerId: '10000002', name: '東 克樹', wins: 4, losses: 3, saves: 0, holds: 0 },
  save: { playerId: '10000003', name: '栗林 良吏', wins: 1, losses: 1, saves: 12, holds: 0 },
  holds: [], homeRuns: [],
}
