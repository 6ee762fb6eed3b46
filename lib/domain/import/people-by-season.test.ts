import type { CanonicalPlayer } from '@/lib/domain/canonical-game'
import { mergePerson, peopleBySeason } from './people-by-season'

// 度会 隆輝 as npb.jp's 2024 files give him, and as its 2025 files do (no birth date, body or position).
const in2024: CanonicalPlayer = { id: '33535159', nameKanji: '度会 隆輝', nameRomaji: 'Ryuki Watarai', birthDate: '2002-10-04', bats: 'L', throws: 'R', heightCm: 183, weightKg: 83, team: 'db', number: '4', position: 'OF' }
const in2025: CanonicalPlayer = { ...in2024, birthDate: null, heightCm: null, weightKg: null, position: null, number: '4' }

test('a later sighting keeps the facts only an earlier one had, and its own where both have one', () => {
  expect(mergePerson(in2024, in2025)).toEqual(in2024)
  expect(mergePerson(in2024, { ...in2025, team: 'g', number: '25' })).toEqual({ ...in2024, team: 'g', number: '25' })
})

test('one person, a roster line per season: his 2024 number stays beside his 2025 one', () => {
  const seen = peopleBySeason()
  seen.see(in2024, 2024)
  seen.see({ ...in2025, position: 'OF' }, 2025)
  seen.see({ ...in2025, number: null }, 2025)
  seen.see({ ...in2025, team: 'g', number: null }, 2025)
  expect([...seen.people.values()]).toEqual([{ ...in2024, team: 'g' }])
  expect([...seen.rosters.values()]).toEqual([
    { season: 2024, playerId: '33535159', team: 'db', number: '4', position: 'OF' },
    // Traded in 2025: the club of his last game; its file gives no number, and his old club's is not his there.
    { season: 2025, playerId: '33535159', team: 'g', number: null, position: 'OF' },
  ])
})
