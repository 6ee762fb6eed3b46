import { countByHometown, HOMETOWN_CHOICES, hometownChoice, isPrefecture, OVERSEAS, PREFECTURES } from './prefectures'

test('47 distinct prefectures in JIS X 0401 order: 北海道 is 01, 東京都 13, 大阪府 27, 沖縄県 47', () => {
  expect(new Set(PREFECTURES).size).toBe(47)
  expect(PREFECTURES[0]).toBe('北海道')
  expect(PREFECTURES[12]).toBe('東京都')
  expect(PREFECTURES[26]).toBe('大阪府')
  expect(PREFECTURES[46]).toBe('沖縄県')
  expect(PREFECTURES.indexOf('神奈川県')).toBeLessThan(PREFECTURES.indexOf('新潟県'))
})

test('every prefecture ends in 都, 道, 府 or 県, and 海外 comes last among the choices', () => {
  expect(PREFECTURES.every((name) => /[都道府県]$/.test(name))).toBe(true)
  expect(HOMETOWN_CHOICES).toHaveLength(48)
  expect(HOMETOWN_CHOICES[47]).toBe(OVERSEAS)
})

test('a country is 海外, a prefecture is itself', () => {
  expect(isPrefecture('大阪府')).toBe(true)
  expect(isPrefecture('アメリカ合衆国')).toBe(false)
  expect(hometownChoice('ドミニカ共和国')).toBe('海外')
  expect(hometownChoice('北海道')).toBe('北海道')
})

test('players per hometown come in JIS order, every country summed under 海外 (39 + 30 = 69), empty prefectures left out', () => {
  const rows = [
    { hometown: 'ドミニカ共和国', players: 30 },
    { hometown: '沖縄県', players: 15 },
    { hometown: 'アメリカ合衆国', players: 39 },
    { hometown: '北海道', players: 41 },
  ]
  expect(countByHometown(rows)).toEqual([
    { choice: '北海道', players: 41 },
    { choice: '沖縄県', players: 15 },
    { choice: '海外', players: 69 },
  ])
})
