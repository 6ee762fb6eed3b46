import { PITCH_TYPE_LABELS, PITCH_TYPES } from '@/lib/domain/events'
import { ikkyuPitchType } from './pitch-type'

test('the ten canonical Japanese labels map to their own type', () => {
  for (const type of PITCH_TYPES) expect(ikkyuPitchType(PITCH_TYPE_LABELS[type])).toBe(type)
})

test.each([
  ['シンカー', 'CH'],
  ['パーム', 'CH'],
  ['スイーパー', 'SL'],
  ['縦スライダー', 'SL'],
  ['ナックルカーブ', 'CU'],
  ['スローカーブ', 'CU'],
  ['カット', 'CT'],
  ['スプリッター', 'SP'],
])('the other spelling %s goes to the nearest type, %s', (name, type) => {
  expect(ikkyuPitchType(name)).toBe(type)
})

test('half-width katakana and stray spaces read the same', () => {
  expect(ikkyuPitchType(' ｽﾄﾚｰﾄ ')).toBe('FF')
})

test('a name outside the table is unknown, not guessed', () => {
  expect(ikkyuPitchType('魔球')).toBeNull()
})
