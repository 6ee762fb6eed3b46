import { battingWpa, gameMvp, type MvpPa } from './game-mvp'
import { heroOf } from './game-swings'

const pa = (over: Partial<MvpPa> & Pick<MvpPa, 'half' | 'batterId' | 'pitcherId'>): MvpPa => ({ result: 'GO', rbi: 0, outsBefore: 0, outsAfter: 1, weBefore: 0.5, weAfter: 0.5, ...over })
const noDecisions = { win: null, loss: null, save: null }

test('a PA’s WPA for the batting club: the home club’s WE change, turned round for a visitor, rounded to 1e-6 as the play-by-play prints it', () => {
  // Bottom: .62 − .40 = +.22 for the home batter. Top: WE .60 → .45 is −.15 for the home club, +.15 for the visitor.
  expect(battingWpa('bottom', 0.4, 0.62)).toBeCloseTo(0.22, 12)
  expect(battingWpa('top', 0.6, 0.45)).toBeCloseTo(0.15, 12)
  expect(battingWpa('bottom', 0.5, 0.5000004)).toBe(0)
  expect(battingWpa('bottom', 0.5, 0.5123456789)).toBe(0.012346)
})

test('heroOf: a pitcher gets his batters’ WPA turned round; the largest total wins, the first credited on a tie', () => {
  // p faced a (+.05) and b (−.20): +.15 for him; c batted +.10 and −.02 = +.08.
  const credits = [{ batterId: 'a', pitcherId: 'p', wpa: 0.05 }, { batterId: 'b', pitcherId: 'p', wpa: -0.2 }, { batterId: 'c', pitcherId: 'q', wpa: 0.1 }, { batterId: 'c', pitcherId: 'q', wpa: -0.02 }]
  expect(heroOf(credits)).toEqual({ playerId: 'p', role: 'pitcher', wpa: 0.15000000000000002 })
  expect(heroOf([{ batterId: 'a', pitcherId: 'p', wpa: 0 }])?.playerId).toBe('a')
  expect(heroOf([])).toBeNull()
})

test('a walk-off batter is the MVP: his WPA, the home side, and his line (4打数2安打 1本塁打 3打点 from his PAs)', () => {
  // h1: 1B (.50→.55, +.05), K (.55→.50, −.05), GO (.48→.45, −.03), HR with 2 on (.30→1, +.70): Σ +.67.
  const pas = [
    pa({ half: 'bottom', batterId: 'h1', pitcherId: 'a9', result: '1B', weBefore: 0.5, weAfter: 0.55 }),
    pa({ half: 'top', batterId: 'a1', pitcherId: 'h9', result: 'HR', rbi: 1, outsAfter: 0, weBefore: 0.55, weAfter: 0.45 }),
    pa({ half: 'bottom', batterId: 'h1', pitcherId: 'a9', result: 'K', weBefore: 0.55, weAfter: 0.5 }),
    pa({ half: 'bottom', batterId: 'h1', pitcherId: 'a9', result: 'GO', weBefore: 0.48, weAfter: 0.45 }),
    pa({ half: 'bottom', batterId: 'h1', pitcherId: 'a8', result: 'HR', rbi: 3, outsBefore: 2, outsAfter: 2, weBefore: 0.3, weAfter: 1 }),
  ]
  const mvp = gameMvp(pas, () => undefined, { win: 'h9', loss: 'a8', save: null })
  expect(mvp).toMatchObject({ playerId: 'h1', role: 'batter', side: 'home', line: { role: 'batter', pa: 4, ab: 4, h: 2, hr: 1, rbi: 3, bb: 0 } })
  expect(mvp?.wpa).toBeCloseTo(0.67, 9)
})

test('a pitcher MVP plays for the club in the field: the home club in the top half; his outs add the runners he put out, his runs come from the charged runs', () => {
  // h9 faced a1 (WE .50→.53 for home: −.03 for a1) and a2 (.53→.60: −.07): +.10 for h9, the most.
  const pas = [
    pa({ half: 'top', batterId: 'a1', pitcherId: 'h9', result: 'K', weBefore: 0.5, weAfter: 0.53 }),
    pa({ half: 'top', batterId: 'a2', pitcherId: 'h9', result: 'DP', outsBefore: 1, outsAfter: 3, weBefore: 0.53, weAfter: 0.6 }),
  ]
  const mvp = gameMvp(pas, (id) => (id === 'h9' ? { runs: 1, earned: 0, runnerOuts: 1 } : undefined), { win: 'h9', loss: null, save: null })
  expect(mvp).toMatchObject({ playerId: 'h9', role: 'pitcher', side: 'home', line: { role: 'pitcher', bf: 2, outs: 4, h: 0, r: 1, er: 0, so: 1, bb: 0, decision: 'W' } })
  expect(mvp?.wpa).toBeCloseTo(0.1, 9)
})

test('PAs without win values count for nobody; a game without any has no MVP', () => {
  const pas = [pa({ half: 'top', batterId: 'a1', pitcherId: 'h9', weBefore: null, weAfter: null })]
  expect(gameMvp(pas, () => undefined, noDecisions)).toBeNull()
  expect(gameMvp([], () => undefined, noDecisions)).toBeNull()
})
