import { RELEASES } from './releases'

const parts = (version: string) => version.split('.').map(Number)
const newer = (a: string, b: string) => {
  const [x, y] = [parts(a), parts(b)]
  const index = x.findIndex((value, i) => value !== y[i])
  return index >= 0 && (x[index] ?? 0) > (y[index] ?? 0)
}

test('releases run newest first, each a semver with a calendar date and at least one note', () => {
  expect(RELEASES.length).toBeGreaterThan(1)
  RELEASES.forEach((release) => {
    expect(release.version).toMatch(/^\d+\.\d+\.\d+$/)
    expect(release.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(release.notes.length).toBeGreaterThan(0)
  })
  RELEASES.slice(1).forEach((older, index) => {
    const later = RELEASES[index]
    expect(newer(later?.version ?? '', older.version)).toBe(true)
    expect((later?.date ?? '') >= older.date).toBe(true)
  })
})
