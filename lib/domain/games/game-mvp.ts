import { paCounts } from '@/lib/domain/players/pa-counts'
import type { PaResult } from '@/lib/domain/events'
import { heroOf, type Hero, type WpaCredit } from './game-swings'
import { homeWpa } from './play-by-play'

/** One PA of a game as its MVP is read from the event store: WE is the home club's (null where the read model has none). */
export type MvpPa = {
  half: 'top' | 'bottom'; batterId: string; pitcherId: string; result: PaResult; rbi: number
  outsBefore: number; outsAfter: number; weBefore: number | null; weAfter: number | null
}
/** What a pitcher's line needs beyond his PAs: runs charged to him and runners he put out between PAs (pickoffs, caught stealing). */
export type PitcherExtras = { runs: number; earned: number; runnerOuts: number }
export type Decisions = { win: string | null; loss: string | null; save: string | null }

export type BatterLine = { role: 'batter'; pa: number; ab: number; h: number; hr: number; rbi: number; bb: number }
export type PitcherLine = { role: 'pitcher'; bf: number; outs: number; h: number; r: number; er: number; so: number; bb: number; decision: 'W' | 'L' | 'S' | null }
/** A game's MVP: the hero, the side he played for and his line in the game. */
export type GameMvp = Hero & { side: 'home' | 'away'; line: BatterLine | PitcherLine }

/** playByPlay rounds each row's WPA to 1e-6; rounding the same way keeps the pick and its sum equal to the game page's hero. */
const round = (x: number) => Math.round(x * 1e6) / 1e6

/**
 * A PA's WPA for the batting club from the home club's WE before and after it, as the game page's
 * play-by-play prints it.
 *
 * @example battingWpa('top', 0.6, 0.45) // 0.15: the visitors' batter took .15 off the home club's WE
 */
export function battingWpa(half: 'top' | 'bottom', weBefore: number, weAfter: number): number {
  return round(homeWpa(half, weAfter - weBefore))
}

const NO_EXTRAS: PitcherExtras = { runs: 0, earned: 0, runnerOuts: 0 }

function batterLine(own: readonly MvpPa[]): BatterLine {
  const counts = paCounts(own.map((pa) => pa.result))
  return { role: 'batter', pa: counts.pa, ab: counts.ab, h: counts.h, hr: counts.hr, bb: counts.bb, rbi: own.reduce((sum, pa) => sum + pa.rbi, 0) }
}

/** Outs on his PAs plus runners put out between them, as the box score counts them. */
function pitcherLine(id: string, faced: readonly MvpPa[], extras: PitcherExtras, decisions: Decisions): PitcherLine {
  const counts = paCounts(faced.map((pa) => pa.result))
  const decision = decisions.win === id ? 'W' : decisions.loss === id ? 'L' : decisions.save === id ? 'S' : null
  const outs = faced.reduce((sum, pa) => sum + pa.outsAfter - pa.outsBefore, 0) + extras.runnerOuts
  return { role: 'pitcher', bf: counts.pa, outs, h: counts.h, r: extras.runs, er: extras.earned, so: counts.so, bb: counts.bb, decision }
}

/**
 * A game's MVP by WPA: the game page's hero (heroOf over the PAs with win values, in order), the
 * side he played for (a batter bats for the visitors in the top half, a pitcher pitches it for the
 * home club) and his batting or pitching line. Null for a game without win values.
 *
 * @example gameMvp([{ half: 'bottom', batterId: 'b', pitcherId: 'p', result: 'HR', rbi: 2, outsBefore: 2, outsAfter: 2, weBefore: 0.3, weAfter: 1 }], () => undefined, { win: null, loss: 'p', save: null })
 * // { playerId: 'b', role: 'batter', wpa: 0.7, side: 'home', line: { role: 'batter', pa: 1, ab: 1, h: 1, hr: 1, rbi: 2, bb: 0 } }
 */
export function gameMvp(pas: readonly MvpPa[], extrasOf: (pitcherId: string) => PitcherExtras | undefined, decisions: Decisions): GameMvp | null {
  const credits = pas.flatMap((pa): WpaCredit[] =>
    pa.weBefore === null || pa.weAfter === null ? [] : [{ batterId: pa.batterId, pitcherId: pa.pitcherId, wpa: battingWpa(pa.half, pa.weBefore, pa.weAfter) }],
  )
  const hero = heroOf(credits)
  if (!hero) return null
  if (hero.role === 'batter') {
    const own = pas.filter((pa) => pa.batterId === hero.playerId)
    return { ...hero, side: own[0]?.half === 'top' ? 'away' : 'home', line: batterLine(own) }
  }
  const faced = pas.filter((pa) => pa.pitcherId === hero.playerId)
  return { ...hero, side: faced[0]?.half === 'top' ? 'home' : 'away', line: pitcherLine(hero.playerId, faced, extrasOf(hero.playerId) ?? NO_EXTRAS, decisions) }
}
