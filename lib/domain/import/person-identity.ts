import type { CanonicalGame, CanonicalPlayer } from '@/lib/domain/canonical-game'

/** 'Ｔ．オースティン' and 'T.オースティン', '近藤 健介' and '近藤　健介' alike. */
const nameKey = (name: string) => name.normalize('NFKC').replace(/[\s.・]/g, '')

/**
 * One person, one record: a player a second source introduces (一球速報's own ids) is the player
 * npb.jp already knows when exactly one known player has his name — or, among namesakes, exactly
 * one on his club, then with his number. Returns the incoming ids that are known people.
 */
export function matchPeople(known: readonly CanonicalPlayer[], incoming: readonly CanonicalPlayer[]): Map<string, string> {
  const byName = new Map<string, CanonicalPlayer[]>()
  for (const player of known) byName.set(nameKey(player.nameKanji), [...(byName.get(nameKey(player.nameKanji)) ?? []), player])
  const matches = new Map<string, string>()
  for (const player of incoming) {
    const namesakes = byName.get(nameKey(player.nameKanji)) ?? []
    const sameClub = namesakes.filter((candidate) => candidate.team === player.team)
    const sameNumber = sameClub.filter((candidate) => candidate.number !== null && candidate.number === player.number)
    const match = [namesakes, sameClub, sameNumber].find((list) => list.length === 1)?.[0]
    if (match && match.id !== player.id) matches.set(player.id, match.id)
  }
  return matches
}

/** The game with every player id the map names replaced. */
export function remapPlayers(game: CanonicalGame, ids: ReadonlyMap<string, string>): CanonicalGame {
  if (ids.size === 0) return game
  const id = (value: string) => ids.get(value) ?? value
  const maybe = (value: string | null) => (value === null ? null : id(value))
  return {
    ...game,
    pas: game.pas.map((pa) => ({ ...pa, batterId: id(pa.batterId), pitcherId: id(pa.pitcherId) })),
    runnerEvents: game.runnerEvents.map((event) => ({ ...event, runnerId: id(event.runnerId), pitcherId: id(event.pitcherId), catcherId: maybe(event.catcherId) })),
    runsScored: game.runsScored.map((run) => ({ ...run, runnerId: id(run.runnerId), pitcherId: id(run.pitcherId), rbiBatterId: maybe(run.rbiBatterId) })),
    fielding: game.fielding.map((credit) => ({ ...credit, playerId: id(credit.playerId) })),
    stints: game.stints.map((stint) => ({ ...stint, playerId: id(stint.playerId) })),
    decisions: { win: maybe(game.decisions.win), loss: maybe(game.decisions.loss), save: maybe(game.decisions.save), holds: game.decisions.holds.map(id) },
    pitcherBox: game.pitcherBox?.map((line) => ({ ...line, pitcherId: id(line.pitcherId) })),
  }
}
