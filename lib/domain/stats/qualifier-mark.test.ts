import { qualifierMark } from './qualifier-mark'

test('a mark is one figure, or a range where the clubs differ; pitchers in innings', () => {
  expect(qualifierMark('batting', { min: 443, max: 443 })).toBe('443打席')
  expect(qualifierMark('batting', { min: 440, max: 443 })).toBe('440〜443打席')
  expect(qualifierMark('pitching', { min: 429, max: 429 })).toBe('143回')
})
