import type { CanonicalGame, CanonicalPlayer } from '@/lib/domain/canonical-game'
import { matchPeople, remapPlayers } from './person-identity'

const player = (id: string, nameKanji: string, team: 'h' | 'g' | 'f', number: string | null = null): CanonicalPlayer => ({
  id, nameKanji, team, number, nameRomaji: null, birthDate: null, bats: null, throws: null, heightCm: null, weightKg: null, position: null,
})

test('a second source\'s player is the known one with his name; namesakes are told apart by club, then number', () => {
  const known = [player('41745135', '近藤 健介', 'h', '3'), player('a', '田中 一', 'g', '1'), player('b', '田中 一', 'f', '2'), player('c', 'Ｔ．オースティン', 'g')]
  const incoming = [player('y1', '近藤　健介', 'h'), player('y2', '田中 一', 'f'), player('y3', '田中 一', 'h'), player('y4', 'T.オースティン', 'g'), player('y5', '新人 太郎', 'h')]
  expect([...matchPeople(known, incoming)]).toEqual([['y1', '41745135'], ['y2', 'b'], ['y4', 'c']])
})

test('remapping replaces the ids everywhere a game names a player', () => {
  const game = {
    pas: [{ batterId: 'y1', pitcherId: 'p' }], runnerEvents: [{ runnerId: 'y1', pitcherId: 'p', catcherId: null }],
    runsScored: [{ runnerId: 'y1', pitcherId: 'p', rbiBatterId: 'y1' }], fielding: [], stints: [{ playerId: 'y1' }],
    decisions: { win: null, loss: null, save: null, holds: [] },
  } as unknown as CanonicalGame
  const remapped = remapPlayers(game, new Map([['y1', 'k']]))
  expect(JSON.stringify(remapped)).not.toContain('y1')
  expect(remapped.runsScored[0]).toMatchObject({ runnerId: 'k', rbiBatterId: 'k' })
})
