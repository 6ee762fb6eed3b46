import { canonicalVenueName } from './venue-aliases'

test('the Hawks’ dome under its old name pools with its current name; other names stay as given', () => {
  expect(canonicalVenueName('福岡PayPayドーム')).toBe('みずほPayPayドーム福岡')
  expect(canonicalVenueName('みずほPayPayドーム福岡')).toBe('みずほPayPayドーム福岡')
  expect(canonicalVenueName(' 倉敷マスカットスタジアム ')).toBe('倉敷マスカットスタジアム')
})
