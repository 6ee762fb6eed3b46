import { isBattingSide, isThrowingHand, playerListSubject } from './player-list-filters'

test('the subject names the club, the state, the hands and the position group, in that order', () => {
  expect(playerListSubject({ club: null })).toBe('選手')
  expect(playerListSubject({ club: '阪神', pos: 'P' })).toBe('阪神の投手')
  expect(playerListSubject({ club: null, status: 'active', pos: 'P', throws: 'L' })).toBe('現役の左投手')
  expect(playerListSubject({ club: null, status: 'all', throws: 'L' })).toBe('左投げの選手')
  expect(playerListSubject({ club: '巨人', pos: 'OF', bats: 'L', throws: 'R' })).toBe('巨人の右投左打の外野手')
  expect(playerListSubject({ club: null, status: 'retired', pos: 'C', bats: 'S' })).toBe('引退した両打ちの捕手')
})

test('stored hands are recognised; anything else is not', () => {
  expect(['R', 'L', 'S', 'X', null].map(isBattingSide)).toEqual([true, true, true, false, false])
  expect(['R', 'L', 'S', null].map(isThrowingHand)).toEqual([true, true, false, false])
})
