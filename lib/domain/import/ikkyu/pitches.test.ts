import { pitch } from './ikkyu-fixture'
import { ikkyuPitchResult } from './pitch-result'
import { toCanonicalPitches } from './pitches'
import { emptyUnknowns } from './unknowns'

test.each([
  ['ボール[ワンバウンド]', 'ball'],
  ['四球', 'ball'],
  ['見逃し', 'called_strike'],
  ['見三振[投手吼える]', 'called_strike'],
  ['空振り[ファウルチップ]', 'swinging_strike'],
  ['空三振', 'swinging_strike'],
  ['ファウル[自打球]', 'foul'],
  ['死球', 'hbp'],
  ['中飛[高々と舞い上がる]', 'in_play'],
  ['左２', 'in_play'],
  ['左中本', 'in_play'],
  ['捕犠野[素手で捕球]', 'in_play'],
  ['三邪飛', 'in_play'],
  ['遊併打', 'in_play'],
])('pitch result %s is %s', (text, result) => {
  expect(ikkyuPitchResult(text)).toBe(result)
})

test('each pitch carries the count before it; a two-strike foul leaves the count alone', () => {
  const unknowns = emptyUnknowns()
  const pitches = toCanonicalPitches([pitch('ボール'), pitch('見逃し'), pitch('空振り'), pitch('ファウル'), pitch('ボール'), pitch('右安', { kind: 'hit' })], unknowns)
  expect(pitches.map((each) => [each.ballsBefore, each.strikesBefore, each.result])).toEqual([
    [0, 0, 'ball'], [1, 0, 'called_strike'], [1, 1, 'swinging_strike'], [1, 2, 'foul'], [1, 2, 'ball'], [2, 2, 'in_play'],
  ])
})

test('type, speed and location come through in our terms', () => {
  const [first] = toCanonicalPitches([pitch('見逃し', { type: 'スイーパー', speed: 129, left: 24.57, top: 31.32 })], emptyUnknowns())
  expect(first).toMatchObject({ type: 'SL', speedKmh: 129, zone: 13, result: 'called_strike' })
})

test('an unknown pitch name or result is counted, and the pitch kept', () => {
  const unknowns = emptyUnknowns()
  const pitches = toCanonicalPitches([pitch('ボール', { type: '魔球' }), pitch('謎', { kind: 'ball' }), pitch('謎', { kind: 'out' })], unknowns)
  expect(pitches.map((each) => [each.type, each.result])).toEqual([['FF', 'ball'], ['FF', 'ball'], ['FF', 'in_play']])
  expect(unknowns).toEqual({ resultTexts: {}, pitchTypes: { 魔球: 1 }, pitchResults: { 謎: 2 } })
})
