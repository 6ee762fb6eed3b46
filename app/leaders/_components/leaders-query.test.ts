import { leadersHref, leadersView } from './leaders-query'
import { qualifierMark } from '@/lib/domain/stats/qualifier-mark'
import { cardQualifier, qualifierRuleNote } from './qualifier-text'

const SEASONS = [2025, 2024, 2023]

test('no query: the latest season, top 10, both leagues, no split; the bare path', () => {
  const { view, fellBack } = leadersView('batting', {}, SEASONS)
  expect(view).toEqual({ side: 'batting', season: 2025, latest: 2025, top: 10, filter: {} })
  expect(fellBack).toBe(false)
  expect(leadersHref(view)).toBe('/leaders/batting/atbat')
})

test('a full query is read and spelled back in one order: season, league, top, then the splits', () => {
  const { view } = leadersView('pitching', { month: '8', top: '20', hand: 'L', league: 'pacific', season: '2024', risp: '1' }, SEASONS)
  expect(view).toEqual({ side: 'pitching', season: 2024, latest: 2025, top: 20, league: 'pacific', filter: { hand: 'L', risp: true, month: 8 } })
  expect(leadersHref(view)).toBe('/leaders/pitching/atbat?season=2024&league=pacific&top=20&hand=L&risp=1&month=8')
  expect(leadersHref(view, { league: null, top: 10, season: 2025 })).toBe('/leaders/pitching/atbat?hand=L&risp=1&month=8')
})

test('bad values fall back quietly: an unserved season to the latest (said), top 15 to 10, a bad league and split dropped', () => {
  const { view, fellBack } = leadersView('batting', { season: '1999', top: '15', league: 'western', hand: 'X', count: 'first' }, SEASONS)
  expect(view).toEqual({ side: 'batting', season: 2025, latest: 2025, top: 10, filter: { count: 'first' } })
  expect(fellBack).toBe(true)
  expect(leadersView('batting', { season: 'abc', top: ['50', '10'] }, SEASONS)).toEqual({ view: expect.objectContaining({ season: 2025, top: 50 }), fellBack: false })
})

test('card qualifiers: 規定打席以上（443打席）, a per-club range in innings, 相当 for a scaled mark, 規定なし for a count', () => {
  expect(cardQualifier('batting', { rule: 'season', min: 443, max: 443, share: null }, true)).toBe('規定打席以上（443打席）')
  expect(cardQualifier('pitching', { rule: 'season', min: 420, max: 429, share: null }, true)).toBe('規定投球回以上（140〜143回）')
  expect(cardQualifier('batting', { rule: 'share', min: 120, max: 124, share: 0.28 }, true)).toBe('規定打席相当以上（120〜124打席）')
  expect(cardQualifier('batting', { rule: 'season', min: 443, max: 443, share: null }, false)).toBe('規定なし')
  expect(qualifierMark('pitching', { min: 143, max: 143 })).toBe('47 2/3回')
})

test('the method note of each rule says how the mark was set, and the share of a PA split', () => {
  expect(qualifierRuleNote('batting', { rule: 'season', min: 443, max: 443, share: null })).toContain('チーム試合数×3.1（四捨五入）')
  expect(qualifierRuleNote('pitching', { rule: 'games', min: 24, max: 27, share: null })).toContain('チーム試合数×1.0')
  expect(qualifierRuleNote('batting', { rule: 'share', min: 120, max: 124, share: 0.278 })).toContain('27.8%')
  expect(qualifierRuleNote('batting', { rule: 'range', min: 886, max: 886, share: null })).toContain('886打席')
})
