import type { TeamCode } from '@/lib/domain/teams/teams'
import { basesMask, EMPTY_BASES, type Bases, type Runner } from './baserunning'
import { decidePitchers, type PitcherStint, type RunEvent } from './decisions'
import type { GameKind, SimFieldingCredit, SimGame, SimPa, SimRunnerEvent, SimRunScored, SimStint } from './game-records'
import { batterValue, starterPitchLimit, wantsBunt, wantsIntentionalWalk, wantsNewPitcher } from './manager'
import { simulatePlateAppearance } from './plate-appearance'
import { POSITION_NUMBERS, type LineupPosition, type SimPlayer } from './ratings'
import type { Rng } from './rng'

export type LineupSlot = { player: SimPlayer; position: LineupPosition }

export type TeamGameInput = {
  code: TeamCode
  /** Nine batters in order; without a DH the starting pitcher bats in the slot marked 'P'. */
  lineup: readonly LineupSlot[]
  bench: readonly SimPlayer[]
  starter: SimPlayer
  /** Rested relievers, in the order the manager trusts them with a late lead (closer first). */
  relievers: readonly SimPlayer[]
}

export type GameSetup = {
  id: string
  season: number
  date: string
  kind: GameKind
  venue: string
  parkHr: number
  /** 12 in the regular season; null for an uncapped game (Japan Series game 8+). */
  maxInnings: number | null
  home: TeamGameInput
  away: TeamGameInput
}

type Side = {
  key: 'home' | 'away'
  input: TeamGameInput
  order: LineupSlot[]
  next: number
  pitcher: SimPlayer
  relievers: SimPlayer[]
  bench: SimPlayer[]
  stint: PitcherStint
  pitches: number
  limit: number
  runsThisInning: number
  needsPitcher: boolean
  hits: number
  errors: number
}

function fielderFor(side: Side, fielder: number): SimPlayer {
  if (fielder === 1) return side.pitcher
  const slot = side.order.find((entry) => entry.position !== 'DH' && entry.position !== 'PH' && POSITION_NUMBERS[entry.position] === fielder)
  return slot?.player ?? side.pitcher
}

function battingRatings(player: SimPlayer) {
  return player.batting
}

export function simulateGame(rng: Rng, setup: GameSetup): SimGame {
  const stints: SimStint[] = []
  const pitcherStints: PitcherStint[] = []
  const makeSide = (key: 'home' | 'away', input: TeamGameInput): Side => {
    const stint: PitcherStint = { pitcherId: input.starter.id, side: key, starter: true, entryLead: 0, entryRunners: 0, exitLead: 0, outs: 0, runsCharged: 0 }
    pitcherStints.push(stint)
    input.lineup.forEach((slot, index) =>
      stints.push({ team: input.code, playerId: slot.player.id, position: slot.position, battingOrder: index + 1, enteredSeq: 0, exitedSeq: null, starter: true }),
    )
    if (!input.lineup.some((slot) => slot.position === 'P')) {
      stints.push({ team: input.code, playerId: input.starter.id, position: 'P', battingOrder: null, enteredSeq: 0, exitedSeq: null, starter: true })
    }
    return {
      key, input, order: [...input.lineup], next: 0, pitcher: input.starter, relievers: [...input.relievers], bench: [...input.bench],
      stint, pitches: 0, limit: starterPitchLimit(rng, input.starter), runsThisInning: 0, needsPitcher: false, hits: 0, errors: 0,
    }
  }
  const home = makeSide('home', setup.home)
  const away = makeSide('away', setup.away)
  const pas: SimPa[] = []
  const runnerEvents: SimRunnerEvent[] = []
  const runsScored: SimRunScored[] = []
  const runEvents: RunEvent[] = []
  const fielding: SimFieldingCredit[] = []
  const pitchCounts: Record<string, number> = {}
  const lineScore: { away: number[]; home: (number | null)[] } = { away: [], home: [] }
  let score = { home: 0, away: 0 }
  let seq = 0
  let inning = 0
  let walkOff = false

  const endStint = (side: Side) => {
    pitchCounts[side.pitcher.id] = side.pitches
    side.stint.exitLead = side.key === 'home' ? score.home - score.away : score.away - score.home
    const slotIndex = stints.findIndex((stint) => stint.playerId === side.pitcher.id && stint.exitedSeq === null)
    const current = stints[slotIndex]
    if (current) current.exitedSeq = seq
  }

  const changePitcher = (side: Side, bases: Bases) => {
    const reliever = side.relievers.shift()
    if (!reliever) return
    endStint(side)
    const lead = side.key === 'home' ? score.home - score.away : score.away - score.home
    side.pitcher = reliever
    side.pitches = 0
    side.runsThisInning = 0
    side.needsPitcher = false
    side.stint = { pitcherId: reliever.id, side: side.key, starter: false, entryLead: lead, entryRunners: bases.filter(Boolean).length, exitLead: lead, outs: 0, runsCharged: 0 }
    pitcherStints.push(side.stint)
    const pitcherSlot = side.order.findIndex((slot) => slot.position === 'P' || slot.position === 'PH')
    if (pitcherSlot >= 0) side.order[pitcherSlot] = { player: reliever, position: 'P' }
    stints.push({ team: side.input.code, playerId: reliever.id, position: 'P', battingOrder: pitcherSlot >= 0 ? pitcherSlot + 1 : null, enteredSeq: seq, exitedSeq: null, starter: false })
  }

  /** Picks the reliever for a new inning: the closer for a save or a late tie at home, set-up men late. */
  const orderBullpen = (side: Side, lead: number) => {
    if (side.relievers.length < 2) return
    const closer = side.input.relievers[0]
    const late = inning >= 9 && ((lead > 0 && lead <= 3) || (lead === 0 && side.key === 'home'))
    const setup = inning >= 7 && lead > 0 && lead <= 3
    const preferred = late ? closer : setup ? side.relievers.find((pitcher) => pitcher !== closer) : side.relievers.filter((pitcher) => pitcher !== closer).at(inning <= 6 ? -1 : 1)
    if (!preferred || !side.relievers.includes(preferred)) return
    // Save the closer for a save: outside a save or late tie he goes to the back of the line.
    side.relievers = [preferred, ...side.relievers.filter((pitcher) => pitcher !== preferred && pitcher !== closer), ...(closer && closer !== preferred && side.relievers.includes(closer) ? [closer] : [])]
  }

  const playHalf = (half: 'top' | 'bottom') => {
    const offense = half === 'top' ? away : home
    const defense = half === 'top' ? home : away
    let outs = 0
    let virtualOuts = 0
    let bases: Bases = EMPTY_BASES
    let runs = 0
    defense.runsThisInning = 0
    const lead = () => (defense.key === 'home' ? score.home - score.away : score.away - score.home)
    const startLead = lead()
    if (defense.needsPitcher || wantsNewPitcher({ inning, lead: startLead, pitches: defense.pitches, limit: defense.limit, runsAllowed: defense.stint.runsCharged, runsThisInning: 0, starter: defense.stint.starter, outsThisStint: defense.stint.outs, midInning: false, bullpenLeft: defense.relievers.length })) {
      orderBullpen(defense, startLead)
      changePitcher(defense, bases)
    }
    while (outs < 3) {
      const slot = offense.order[offense.next]
      if (!slot) throw new Error('lineup slot missing')
      const margin = offense.key === 'home' ? score.home - score.away : score.away - score.home
      if (slot.position === 'P' && offense.bench.length > 0 && offense.relievers.length > 0 && (inning >= 7 || (inning >= 5 && margin <= -3) || !offenseStarterIs(offense, slot.player))) {
        const hitter = [...offense.bench].sort((a, b) => batterValue(b.batting) - batterValue(a.batting))[0]
        if (hitter) {
          offense.bench = offense.bench.filter((player) => player !== hitter)
          offense.order[offense.next] = { player: hitter, position: 'PH' }
          offense.needsPitcher = true
          stints.push({ team: offense.input.code, playerId: hitter.id, position: 'PH', battingOrder: offense.next + 1, enteredSeq: seq, exitedSeq: seq + 1, starter: false })
        }
      }
      const batterSlot = offense.order[offense.next] ?? slot
      const batter = batterSlot.player
      const nextSlot = offense.order[(offense.next + 1) % 9] ?? batterSlot
      if (wantsNewPitcher({ inning, lead: lead(), pitches: defense.pitches, limit: defense.limit, runsAllowed: defense.stint.runsCharged, runsThisInning: defense.runsThisInning, starter: defense.stint.starter, outsThisStint: defense.stint.outs, midInning: true, bullpenLeft: defense.relievers.length })) {
        changePitcher(defense, bases)
      }
      const pitcher = defense.pitcher
      const pitcherRatings = pitcher.pitching
      if (!pitcherRatings) throw new Error(`${pitcher.id} cannot pitch`)
      const isPitcherBatting = batterSlot.position === 'P'
      const outcome = simulatePlateAppearance({
        rng,
        batter: { ratings: battingRatings(batter), bats: batter.bats === 'S' ? (pitcher.throws === 'R' ? 'L' : 'R') : batter.bats, runner: { id: batter.id, speed: batter.batting.speed, pitcherId: pitcher.id, earned: true } },
        pitcher: { ratings: pitcherRatings, throws: pitcher.throws },
        bases,
        outs,
        parkHr: setup.parkHr,
        intentionalWalk: wantsIntentionalWalk(rng, bases, outs, inning, margin, batter.batting, nextSlot.player.batting),
        bunt: wantsBunt(rng, bases, outs, inning, margin, batter.batting, isPitcherBatting),
      })
      const catcher = fielderFor(defense, 2)
      const paSeq = ++seq
      defense.pitches += outcome.pitches.length
      const creditRuns = (scorers: readonly Runner[], rbiBatter: string | null, allCount = false) => {
        for (const runner of scorers) {
          // A walk-off ends the game with the winning run, except on a home run.
          if (!allCount && half === 'bottom' && inning >= 9 && score.home > score.away) break
          if (offense.key === 'home') score = { ...score, home: score.home + 1 }
          else score = { ...score, away: score.away + 1 }
          runs++
          const chargedStint = pitcherStints.find((stint) => stint.pitcherId === runner.pitcherId)
          if (chargedStint) chargedStint.runsCharged++
          if (runner.pitcherId === defense.pitcher.id) defense.runsThisInning++
          runsScored.push({ paSeq, runnerId: runner.id, pitcherId: runner.pitcherId, earned: runner.earned && virtualOuts < 3, rbiBatterId: rbiBatter })
          runEvents.push({ side: offense.key, homeAfter: score.home, awayAfter: score.away, chargedPitcherId: runner.pitcherId, pitcherOfRecordId: offense.pitcher.id })
        }
      }
      for (const move of outcome.moves) {
        runnerEvents.push({ paSeq, pitchIndex: move.pitchIndex, type: move.type, runnerId: move.runnerId, pitcherId: pitcher.id, catcherId: catcher.id, fromBase: move.fromBase, toBase: move.toBase, inning, half })
      }
      creditRuns(outcome.movesScored, null)
      defense.stint.outs += outcome.movesOuts
      virtualOuts += outcome.movesOuts
      if (outcome.result === null) {
        outs = 3
        bases = outcome.bases
        break
      }
      const before = { outs: outcome.outsBeforeResult, bases: basesMask(outcome.basesBeforeResult) }
      const scoreBefore = { ...score }
      const runsBefore = runs
      const scorers = outcome.outs >= 3 && outcome.result !== 'HR' ? [] : outcome.scored
      creditRuns(scorers, outcome.rbi > 0 ? batter.id : null, outcome.result === 'HR')
      const walkOffNow = half === 'bottom' && inning >= 9 && score.home > score.away
      const playOuts = outcome.outs - outcome.outsBeforeResult
      virtualOuts += playOuts + (outcome.result === 'ROE' ? 1 : 0)
      defense.stint.outs += playOuts
      outs = Math.min(3, outcome.outs)
      bases = outs >= 3 || walkOffNow ? EMPTY_BASES : outcome.bases
      if (outcome.result === '1B' || outcome.result === '2B' || outcome.result === '3B' || outcome.result === 'HR') offense.hits++
      const defenders = (numbers: readonly number[], kind: 'PO' | 'A' | 'E') => numbers.forEach((number) => fielding.push({ paSeq, playerId: fielderFor(defense, number).id, kind }))
      defenders(outcome.putouts, 'PO')
      defenders(outcome.assists, 'A')
      defenders(outcome.errors, 'E')
      defense.errors += outcome.errors.length
      const last = outcome.pitches.at(-1)
      const ballsFinal = last ? last.ballsBefore + (last.result === 'ball' ? 1 : 0) : 0
      const strikesFinal = last ? last.strikesBefore + (last.result === 'called_strike' || last.result === 'swinging_strike' ? 1 : 0) : 0
      pas.push({
        seq: paSeq, inning, half, batterId: batter.id, pitcherId: pitcher.id, battingOrder: offense.next + 1,
        outsBefore: before.outs, basesBefore: before.bases, awayScoreBefore: scoreBefore.away, homeScoreBefore: scoreBefore.home,
        result: outcome.result, battedBall: outcome.battedBall, direction: outcome.direction, fielder: outcome.fielder,
        outsAfter: outs, basesAfter: basesMask(bases), runs: runs - runsBefore, rbi: Math.min(outcome.rbi, runs - runsBefore),
        balls: Math.min(3, ballsFinal), strikes: Math.min(2, strikesFinal), pitches: outcome.pitches,
      })
      offense.next = (offense.next + 1) % 9
      if (walkOffNow) {
        walkOff = true
        break
      }
    }
    return runs
  }

  const offenseStarterIs = (side: Side, player: SimPlayer) => side.input.starter === player && side.stint.starter

  for (inning = 1; ; inning++) {
    lineScore.away.push(playHalf('top'))
    if (inning >= 9 && score.home > score.away) {
      lineScore.home.push(null)
      break
    }
    lineScore.home.push(playHalf('bottom'))
    if (walkOff) break
    if (inning >= 9 && score.home !== score.away) break
    if (setup.maxInnings !== null && inning >= setup.maxInnings) break
  }
  endStint(home)
  endStint(away)
  const decisions = decidePitchers(pitcherStints, runEvents, score.home, score.away)
  return {
    id: setup.id, season: setup.season, date: setup.date, kind: setup.kind, venue: setup.venue,
    home: setup.home.code, away: setup.away.code, homeRuns: score.home, awayRuns: score.away,
    homeHits: home.hits, awayHits: away.hits, homeErrors: home.errors, awayErrors: away.errors,
    lineScore, innings: inning, status: score.home === score.away ? 'tie' : 'final', decisions,
    pas, runnerEvents, runsScored, fielding, stints, pitchCounts,
  }
}
