import type { SeasonRecordsScope } from '@/lib/schemas/season-records'
import { qualifyingNote } from './qualifying-note'
import { sortDescription } from './sort-description'
import { statColumn } from '@/components/stats/records/stat-columns'

const full: SeasonRecordsScope = {
  season: 2025,
  teams: [{ team: 'g', league: 'central', games: 143 }, { team: 'h', league: 'pacific', games: 143 }],
  qualifyingPa: { min: 443, max: 443 },
  qualifyingOuts: { min: 429, max: 429 },
}

test('a finished season has one mark: 143 × 3.1 = 443.3 → 443 PA, 143 innings', () => {
  expect(qualifyingNote('batting', full)).toBe('規定打席 443（チーム試合数 143試合 × 3.1）')
  expect(qualifyingNote('pitching', full)).toBe('規定投球回 143回（チーム試合数 143試合 × 1.0）')
})

test('mid-season the clubs have played different games, so the mark is a range', () => {
  const midseason: SeasonRecordsScope = {
    ...full,
    teams: [{ team: 'g', league: 'central', games: 60 }, { team: 'h', league: 'pacific', games: 62 }],
    qualifyingPa: { min: 186, max: 192 },
    qualifyingOuts: { min: 180, max: 186 },
  }
  expect(qualifyingNote('batting', midseason)).toBe('規定打席 186〜192（チーム試合数 60〜62試合 × 3.1）')
  expect(qualifyingNote('pitching', midseason)).toBe('規定投球回 60〜62回（チーム試合数 60〜62試合 × 1.0）')
})

test('the order reads as many/few for counts and high/low for rates', () => {
  const hr = statColumn('batting', 'hr')
  const era = statColumn('pitching', 'era')
  if (!hr || !era) throw new Error('columns missing')
  expect(sortDescription(hr, 'desc')).toBe('本塁打（多い順）')
  expect(sortDescription(era, 'asc')).toBe('防御率（低い順）')
})
