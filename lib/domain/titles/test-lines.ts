import type { BattingSeason, FieldingSeason, PitchingSeason } from './season-lines'

/** Fixtures for the title tests: a line of zeros in a 143-game Central season, overridden per case. */
export function batter(playerId: string, fields: Partial<BattingSeason> = {}): BattingSeason {
  return {
    playerId, league: 'central', teams: ['g'], teamGames: 143,
    g: 0, pa: 0, ab: 0, h: 0, hr: 0, rbi: 0, sb: 0, bb: 0, hbp: 0, sf: 0, wraa: null, ...fields,
  }
}

export function pitcher(playerId: string, fields: Partial<PitchingSeason> = {}): PitchingSeason {
  return {
    playerId, league: 'central', teams: ['g'], teamGames: 143,
    g: 0, gs: 0, w: 0, l: 0, sv: 0, hld: 0, hp: 0, cg: 0, outs: 0, so: 0, er: 0, runs: null, fip: null, ...fields,
  }
}

export function fielder(playerId: string, fields: Partial<FieldingSeason> = {}): FieldingSeason {
  return {
    playerId, league: 'central', teams: ['g'], teamGames: 143, position: 'SS',
    g: 0, outs: 0, po: 0, a: 0, e: 0, sb: 0, cs: 0, ...fields,
  }
}
