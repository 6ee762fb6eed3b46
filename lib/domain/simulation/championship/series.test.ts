import { CLIMAX_FINAL, CLIMAX_FIRST, JAPAN_SERIES, japanSeriesHostLeague, playSeries, type SeriesGameOdds } from './series'

/** A uniform source that returns the given draws in turn. */
const draws = (values: readonly number[]) => {
  let index = 0
  return () => {
    const value = values[index++]
    if (value === undefined) throw new Error('the series asked for more games than scripted')
    return value
  }
}

// With a 10% tie rate and a 50% top share: a draw below .10 is a tie, .10–.55 a top win, .55 and above an other win.
const even: SeriesGameOdds = { tie: 0.1, topWin: 0.5 }
const TIE = 0.05
const TOP = 0.3
const OTHER = 0.9

test('CS first stage: three ties, or one win each and a tie, send 2nd through (NPB: a level series goes to the higher seed)', () => {
  expect(playSeries(CLIMAX_FIRST, even, even, draws([TIE, TIE, TIE]))).toBe(true)
  expect(playSeries(CLIMAX_FIRST, even, even, draws([TOP, OTHER, TIE]))).toBe(true)
})

test('CS first stage: 3rd needs two wins, and the stage stops at the second', () => {
  expect(playSeries(CLIMAX_FIRST, even, even, draws([OTHER, OTHER]))).toBe(false)
  expect(playSeries(CLIMAX_FIRST, even, even, draws([OTHER, TIE, TOP]))).toBe(true)
  expect(playSeries(CLIMAX_FIRST, even, even, draws([TIE, OTHER, OTHER]))).toBe(false)
})

test('CS final: with the one-win advantage 1st advances on its third win', () => {
  expect(playSeries(CLIMAX_FINAL, even, even, draws([TOP, OTHER, TOP, TOP]))).toBe(true)
})

test('CS final: a 3–3 series with ties (advantage counted) goes to 1st; the challenger needs four real wins', () => {
  // 1st: 1 + 2 wins; challenger 3 wins; one tie → level after six games.
  expect(playSeries(CLIMAX_FINAL, even, even, draws([OTHER, TOP, OTHER, TIE, OTHER, TOP]))).toBe(true)
  expect(playSeries(CLIMAX_FINAL, even, even, draws([OTHER, OTHER, OTHER, OTHER]))).toBe(false)
  // 1st 1 + 1, challenger 3, one tie: more wins advance even without four.
  expect(playSeries(CLIMAX_FINAL, even, even, draws([OTHER, TOP, OTHER, TIE, OTHER, TIE]))).toBe(false)
})

test('Japan Series: ties through game 7 leave 3–3–1, and game 8 cannot end tied', () => {
  // A draw of .05 in game 8 would be a tie before game 8; from game 8 it is a top win (.05 < .5).
  expect(playSeries(JAPAN_SERIES, even, even, draws([TOP, OTHER, TOP, OTHER, TOP, OTHER, TIE, TIE]))).toBe(true)
  expect(playSeries(JAPAN_SERIES, even, even, draws([TOP, OTHER, TOP, OTHER, TOP, OTHER, TIE, OTHER]))).toBe(false)
})

test('Japan Series: 3–2–2 after seven games goes on to games 8 and 9 until a club has four wins', () => {
  expect(playSeries(JAPAN_SERIES, even, even, draws([TOP, TOP, TOP, OTHER, OTHER, TIE, TIE, OTHER, OTHER]))).toBe(false)
})

test('Japan Series: games 3–5 use the other club\'s home odds (2-3-2)', () => {
  const home: SeriesGameOdds = { tie: 0, topWin: 0.9 }
  const away: SeriesGameOdds = { tie: 0, topWin: 0.1 }
  // Draw .5 wins games 1–2 at home, loses 3–5 away, wins 6–7 at home: 4–3.
  expect(playSeries(JAPAN_SERIES, home, away, draws([0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5]))).toBe(true)
})

test('the Pacific champion hosts the Japan Series opener in odd years, the Central\'s in even years', () => {
  expect(japanSeriesHostLeague(2025)).toBe('pacific')
  expect(japanSeriesHostLeague(2024)).toBe('central')
})
