import { battingTeam, creditedWpa, fieldingTeam, sideSign } from './value-pa'

test('the visitors bat in the top half, the home club in the bottom', () => {
  expect([battingTeam({ half: 'top', home: 'g', away: 't' }), fieldingTeam({ half: 'top', home: 'g', away: 't' })]).toEqual(['t', 'g'])
  expect([battingTeam({ half: 'bottom', home: 'g', away: 't' }), fieldingTeam({ half: 'bottom', home: 'g', away: 't' })]).toEqual(['g', 't'])
})

test('WPA credit, conventions page: the home side’s WPA for a home batter, negated for a visitor, the pitcher the negative of his batter', () => {
  expect(creditedWpa({ half: 'bottom', wpa: 0.25 }, 'batting')).toBeCloseTo(0.25, 12)
  expect(creditedWpa({ half: 'bottom', wpa: 0.25 }, 'pitching')).toBeCloseTo(-0.25, 12)
  expect(creditedWpa({ half: 'top', wpa: -0.12 }, 'batting')).toBeCloseTo(0.12, 12)
  expect(creditedWpa({ half: 'top', wpa: -0.12 }, 'pitching')).toBeCloseTo(-0.12, 12)
  expect(creditedWpa({ half: 'top', wpa: null }, 'batting')).toBeNull()
  expect([sideSign('batting'), sideSign('pitching')]).toEqual([1, -1])
})
