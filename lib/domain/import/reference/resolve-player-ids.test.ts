import { resolvePlayerIds } from './resolve-player-ids'
import type { RosterEntry } from './roster-entry'

const entry = (playerId: string, name: string, team: RosterEntry['team'], uniformNumber = '1'): RosterEntry => ({ playerId, name, team, uniformNumber })
const line = (name: string, team: RosterEntry['team']) => ({ playerId: null, name, team, pa: 100 })

test('lines join the roster on name and team', () => {
  const { lines, ids } = resolvePlayerIds([line('Aoyagi Koyo', 't'), line('Aoyagi Koyo', 'g')], [[entry('71175132', 'Aoyagi Koyo', 't')]])
  expect(lines.map((resolved) => resolved.playerId)).toEqual(['71175132', null])
  expect(ids).toEqual({ lines: 2, resolved: 1, fromOtherRosters: 0, unresolved: [{ name: 'Aoyagi Koyo', team: 'g', reason: 'not-on-roster' }] })
})

test('a developmental namesake (three-digit number) yields to the registered player', () => {
  const roster = [entry('51955114', 'Sakamoto Hayato', 'g', '6'), entry('71075153', 'Sakamoto Hayato', 'g', '006')]
  expect(resolvePlayerIds([line('Sakamoto Hayato', 'g')], [roster]).lines[0]?.playerId).toBe('51955114')
})

test('two registered namesakes on one club stay unresolved as ambiguous', () => {
  const roster = [entry('51755136', 'Suzuki Kohei', 'bs', '34'), entry('81985132', 'Suzuki Kohei', 'bs', '57')]
  const { lines, ids } = resolvePlayerIds([line('Suzuki Kohei', 'bs')], [roster])
  expect(lines[0]?.playerId).toBeNull()
  expect(ids.unresolved).toEqual([{ name: 'Suzuki Kohei', team: 'bs', reason: 'ambiguous' }])
})

test('a mid-season signing missing from the season’s roster is found on the next one, and counted', () => {
  const { lines, ids } = resolvePlayerIds([line('Tsutsugoh Yoshitomo', 'db')], [[entry('1', 'Someone Else', 'db')], [entry('41945131', 'Tsutsugoh Yoshitomo', 'db')]])
  expect(lines[0]).toEqual({ playerId: '41945131', name: 'Tsutsugoh Yoshitomo', team: 'db', pa: 100 })
  expect(ids).toMatchObject({ resolved: 1, fromOtherRosters: 1, unresolved: [] })
})
