import { createRng } from '@/lib/domain/simulation/rng'
import { FOREIGN_COUNTRIES, pickBirthCountry, pickForeignOrigin, type ForeignOrigin } from './foreign-origins'

test('origins follow NPB shares: mostly Latin America and the US', () => {
  const rng = createRng(3)
  const counts: Record<ForeignOrigin, number> = { latin: 0, us: 0, korea: 0, taiwan: 0 }
  for (let index = 0; index < 5000; index++) counts[pickForeignOrigin(rng)]++
  expect(counts.latin / 5000).toBeCloseTo(0.55, 1)
  expect(counts.us / 5000).toBeCloseTo(0.35, 1)
  expect(counts.korea + counts.taiwan).toBeLessThan(800)
})

test('birth countries match the origin', () => {
  const rng = createRng(4)
  expect(pickBirthCountry(rng, 'korea')).toBe('韓国')
  expect(pickBirthCountry(rng, 'taiwan')).toBe('台湾')
  expect(['アメリカ合衆国', 'カナダ']).toContain(pickBirthCountry(rng, 'us'))
  for (let index = 0; index < 200; index++) expect(FOREIGN_COUNTRIES).toContain(pickBirthCountry(rng, 'latin'))
  expect(FOREIGN_COUNTRIES).toContain('ドミニカ共和国')
})
