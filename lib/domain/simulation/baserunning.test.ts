import { advanceOnError, advanceOnHit, airOut, EMPTY_BASES, forcedAdvance, groundBallOut, basesMask, type Bases, type Runner } from './baserunning'
import type { BattedBallOutcome } from './batted-ball'
import { scriptedRng } from './scripted-rng'

const runner = (id: string): Runner => ({ id, speed: 0, pitcherId: 'p1', earned: true })
const batter = runner('b')
const loaded: Bases = [runner('r1'), runner('r2'), runner('r3')]
const ball = (over: Partial<BattedBallOutcome>): BattedBallOutcome => ({ type: 'ground', direction: 0, fielder: 6, hit: null, deep: false, error: false, ...over })

test('a walk with the bases loaded forces in a run with an RBI; an empty-base walk puts the batter on first', () => {
  const walk = forcedAdvance('BB', loaded, batter)
  expect(walk.scored.map((r) => r.id)).toEqual(['r3'])
  expect(walk.rbi).toBe(1)
  expect(basesMask(walk.bases)).toBe(7)
  expect(basesMask(forcedAdvance('IBB', EMPTY_BASES, batter).bases)).toBe(1)
})

test('a three-run homer clears the bases; a triple scores every runner', () => {
  const homer = advanceOnHit(scriptedRng([0.5]), 'HR', [runner('r1'), null, runner('r3')], batter)
  expect([homer.scored.length, homer.rbi, basesMask(homer.bases)]).toEqual([3, 3, 0])
  const triple = advanceOnHit(scriptedRng([0.5]), '3B', loaded, batter)
  expect([triple.scored.length, basesMask(triple.bases)]).toEqual([3, 4])
})

test('with two outs a ground out ends the inning with no run scoring', () => {
  const out = groundBallOut(scriptedRng([0]), ball({}), loaded, 2, batter)
  expect([out.result, out.outs, out.scored.length]).toEqual(['GO', 1, 0])
})

test('runner on first, nobody out: a ground ball can be a 6-4-3 double play', () => {
  const dp = groundBallOut(scriptedRng([0]), ball({ fielder: 6 }), [runner('r1'), null, null], 0, batter)
  expect([dp.result, dp.outs, basesMask(dp.bases)]).toEqual(['DP', 2, 0])
  expect(dp.assists).toEqual([6, 4])
  expect(dp.putouts).toEqual([4, 3])
})

test('a deep fly with a runner on third and one out is a sacrifice fly: one run, one RBI', () => {
  const sf = airOut(scriptedRng([0]), ball({ type: 'fly', fielder: 8, deep: true }), [null, null, runner('r3')], 1)
  expect([sf.result, sf.outs, sf.scored.length, sf.rbi]).toEqual(['SF', 1, 1, 1])
})

test('a batter who reaches on an error is an unearned runner and the fielder is charged', () => {
  const roe = advanceOnError(EMPTY_BASES, batter, 5)
  expect(roe.bases[0]?.earned).toBe(false)
  expect(roe.errors).toEqual([5])
  expect(roe.rbi).toBe(0)
})
