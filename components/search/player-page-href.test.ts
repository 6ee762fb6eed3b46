import { playerPageHref } from './player-page-href'

test('numeric ids (npb.jp and the simulated league) link to the player page; 一球速報-only ids do not', () => {
  expect(playerPageHref('41045138')).toBe('/players/41045138')
  expect(playerPageHref('10000164')).toBe('/players/10000164')
  expect(playerPageHref('y2118993')).toBeNull()
})
