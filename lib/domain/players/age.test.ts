import { seasonAge } from './age'

describe('seasonAge: age on 1 April of the season (NPB convention)', () => {
  it('counts a birthday on or before 1 April as had', () => {
    expect(seasonAge('2000-01-15', 2025)).toBe(25)
    expect(seasonAge('2000-04-01', 2025)).toBe(25)
  })

  it('counts a birthday from 2 April on as still to come', () => {
    expect(seasonAge('2000-04-02', 2025)).toBe(24)
    expect(seasonAge('2000-12-31', 2025)).toBe(24)
  })

  it('is null without a usable birth date', () => {
    expect(seasonAge(null, 2025)).toBeNull()
    expect(seasonAge('2000/01/15', 2025)).toBeNull()
  })
})
