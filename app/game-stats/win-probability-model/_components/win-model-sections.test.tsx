import Database from 'better-sqlite3'
import { renderToStaticMarkup } from 'react-dom/server'
import type { Db } from '@/lib/data/db'
import { leagueCalibrationFrom, winCalibrationFrom } from '@/lib/data/loaders/game-stats/win-model/get-win-calibration'
import { winModelInputsFrom } from '@/lib/data/loaders/game-stats/win-model/get-win-model-inputs'
import { winProbabilityFrom } from '@/lib/data/loaders/game-stats/win-model/get-win-probability'
import { simDatabasePath } from '@/lib/data/testing/sim-database'
import { formatChance } from '@/lib/domain/game-stats/win-probability-percent'
import { CalculatorAnswer } from './CalculatorAnswer'
import { calculatorHref } from './calculator-href'
import { CalibrationSection } from './CalibrationSection'
import { InputsSection } from './InputsSection'

let db: Db
beforeAll(() => {
  db = new Database(simDatabasePath(), { readonly: true, fileMustExist: true })
})
afterAll(() => db.close())

/** Each body row's cells as text, the row header first. */
const bodyRows = (html: string) =>
  [...html.slice(html.indexOf('<tbody')).matchAll(/<tr[^>]*>(.*?)<\/tr>/gs)].map((row) => [...(row[1] ?? '').matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/gs)].map((cell) => (cell[1] ?? '').replace(/<[^>]+>/g, '')))

test('the calibration section prints the Brier score and one row per bin with its PAs', () => {
  const calibration = winCalibrationFrom(db, 2025)
  const league = leagueCalibrationFrom(db)
  const html = renderToStaticMarkup(<CalibrationSection season={2025} calibration={calibration} league={league} />)
  expect(html).toContain(`>${calibration?.brier.toFixed(3)}<`)
  expect(html).toContain(`2024〜2025年の2シーズン（${league?.games.toLocaleString('en-US')}試合・`)
  expect(html).toContain(`Brierスコアは${league?.brier.toFixed(3)}`)
  const rows = bodyRows(html)
  expect(rows).toHaveLength(calibration?.bins.length ?? -1)
  const middle = calibration?.bins.find((bin) => bin.lower === 0.5)
  expect(rows.find((row) => row[0] === '50〜55%')?.[1]).toBe(middle?.pas.toLocaleString('ja-JP'))
})

test('without valued PAs each section says so in one line', () => {
  expect(renderToStaticMarkup(<CalibrationSection season={2016} calibration={null} league={null} />)).toContain('2016年は打席ごとの勝利確率がないため')
  expect(renderToStaticMarkup(<InputsSection season={2016} inputs={null} />)).toContain('2016年は打席ごとの記録がないため')
})

test('the inputs table: 24 states, the first nobody on and nobody out, its likeliest next state one out', () => {
  const rows = bodyRows(renderToStaticMarkup(<InputsSection season={2025} inputs={winModelInputsFrom(db, 2025)} />))
  expect(rows).toHaveLength(24)
  expect(rows[0]?.[0]).toBe('無死走者なし')
  expect(rows[23]?.[0]).toBe('二死満塁')
  expect(rows[0]?.[5]).toMatch(/^一死走者なし \d+\.\d%・/)
})

test('the answer: the three chances, WE, LI and the sentence, for the home club', () => {
  const answer = winProbabilityFrom(db, 2025, { inning: 9, half: 'bottom', outs: 2, bases: 3, diff: -1 })
  if (!answer) throw new Error('the simulated 2025 season has a model')
  const html = renderToStaticMarkup(<CalculatorAnswer answer={answer} liLabel="LI" />)
  expect(html).toContain('9回裏 二死一・二塁、ホーム1点ビハインド（2025年）')
  for (const chance of [answer.win, answer.tie, answer.loss, answer.we]) expect(html).toContain(`>${formatChance(chance)}<`)
  expect(html).toContain(`>${answer.li?.toFixed(2)}<`)
  expect(html).toContain('ホームチームが勝つ確率は')
})

test('the calculator’s address: the latest season stays out, the five values go in', () => {
  const state = { inning: 9, half: 'bottom' as const, outs: 2, bases: 3, diff: -1 }
  expect(calculatorHref(2025, 2025, state)).toBe('/game-stats/win-probability-model?inning=9&half=bottom&outs=2&bases=3&diff=-1')
  expect(calculatorHref(2024, 2025, { ...state, diff: 0 })).toBe('/game-stats/win-probability-model?season=2024&inning=9&half=bottom&outs=2&bases=3&diff=0')
})
