import { readNpbPlayers } from './players'

test('both schema versions of the player list read into canonical players', () => {
  const players = readNpbPlayers([
    { playerId: '71075138', jaRegisteredName: '近本　光司', teamCode: 'T', primaryNumber: '5', primaryPosition: 'Outfielder', batSide: 'L', pitchHand: 'L', height: '171', weight: '69', birthDate: '1994-11-09', fullLFMName: 'Chikamoto, Koji' },
    { id: '53755153', jaRegisteredName: 'Ｄ．サンタナ', teamCode: 'S', primaryNumber: '25', batSide: 'R', pitchHand: 'R', fullLFMName: 'Santana, Domingo' },
    { id: '1', jaRegisteredName: '誰か', teamCode: 'ZZ' },
  ])
  expect(players).toEqual([
    { id: '71075138', nameKanji: '近本 光司', nameRomaji: 'Koji Chikamoto', birthDate: '1994-11-09', bats: 'L', throws: 'L', heightCm: 171, weightKg: 69, team: 't', number: '5', position: 'OF' },
    { id: '53755153', nameKanji: 'Ｄ．サンタナ', nameRomaji: 'Domingo Santana', birthDate: null, bats: 'R', throws: 'R', heightCm: null, weightKg: null, team: 's', number: '25', position: null },
  ])
})
