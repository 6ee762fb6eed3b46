import { draftRound, DRAFT_ROUND_LABELS, DRAFT_ROUNDS } from './draft-round'

test('regular picks of rounds 1 to 5 keep their round; 6th and later share one group', () => {
  expect([1, 2, 3, 4, 5].map((round) => draftRound({ round, kind: 'regular' }))).toEqual(['1', '2', '3', '4', '5'])
  expect(draftRound({ round: 6, kind: 'regular' })).toBe('6+')
  expect(draftRound({ round: 8, kind: 'regular' })).toBe('6+')
})

test('a development-squad (育成) pick is 育成 whatever its round; a regular pick without a round has no group', () => {
  expect(draftRound({ round: 1, kind: 'ikusei' })).toBe('ikusei')
  expect(draftRound({ round: null, kind: 'ikusei' })).toBe('ikusei')
  expect(draftRound({ round: null, kind: 'regular' })).toBeNull()
  expect(draftRound({ round: 0, kind: null })).toBeNull()
})

test('the groups read as the draft does: 1位 … 5位, 6位以下, 育成', () => {
  expect(DRAFT_ROUNDS.map((round) => DRAFT_ROUND_LABELS[round])).toEqual(['1位', '2位', '3位', '4位', '5位', '6位以下', '育成'])
})
