import { playerCardCharacters, playerCardNameSize, playerCardPath, playerCardSide, playerCardText, SIMULATED_CARD_NOTICE, type PlayerCardInput } from './player-card'

const batter: PlayerCardInput = {
  name: '山田 太郎',
  kana: 'やまだ たろう',
  romaji: 'Taro Yamada',
  season: 2025,
  team: 't',
  side: 'batting',
  // 150 hits in 480 AB: .3125 → .313 (half up); OPS .402 + .5104 = .9124 → .912; wRC+ 141.6 → 142.
  line: { avg: 150 / 480, hr: 31, rbi: 98, ops: 0.9124, wrc_plus: 141.6 },
  simulated: true,
}

describe('playerCardText', () => {
  test("a batter's card: reading, club in its home colours and the key line formatted as on his page", () => {
    expect(playerCardText(batter)).toEqual({
      name: '山田 太郎',
      reading: 'やまだ たろう · Taro Yamada',
      club: { name: '阪神タイガース', background: '#FFE201', text: '#000000' },
      heading: '2025年 打撃成績',
      stats: [
        { label: '打率', value: '.313' },
        { label: '本塁打', value: '31' },
        { label: '打点', value: '98' },
        { label: 'OPS', value: '.912' },
        { label: 'wRC+', value: '142' },
      ],
      empty: null,
      notice: SIMULATED_CARD_NOTICE,
    })
  })

  test("a pitcher's card: 勝敗 first, innings from outs (545 outs = 181 2/3)", () => {
    const text = playerCardText({ ...batter, team: 'l', side: 'pitching', line: { w: 12, l: 5, era: 2.456, outs: 545, so: 170, fip: 3.014 }, simulated: false })
    expect(text.stats).toEqual([
      { label: '勝敗', value: '12勝5敗' },
      { label: '防御率', value: '2.46' },
      { label: '投球回', value: '181 2/3' },
      { label: '奪三振', value: '170' },
      { label: 'FIP', value: '3.01' },
    ])
    expect(text.heading).toBe('2025年 投手成績')
    expect(text.notice).toBeNull()
  })

  test('wRC+ is left out when the data has none (an imported season without league constants)', () => {
    const labels = playerCardText({ ...batter, line: { avg: 0.25, hr: 1, rbi: 4, ops: 0.6, wrc_plus: null } }).stats.map((stat) => stat.label)
    expect(labels).toEqual(['打率', '本塁打', '打点', 'OPS'])
  })

  test('a season on a roster without a line says so; no club, no reading when the data has none', () => {
    const text = playerCardText({ ...batter, kana: null, romaji: null, team: null, line: null })
    expect(text).toMatchObject({ reading: null, club: null, stats: [], empty: '2025年の一軍公式戦の記録はありません' })
  })
})

describe('playerCardSide', () => {
  test('a pitcher who also batted gets the pitching card; a position player who pitched once keeps batting', () => {
    expect(playerCardSide({ batting: true, pitching: true }, 'P')).toBe('pitching')
    expect(playerCardSide({ batting: true, pitching: true }, 'SS')).toBe('batting')
    expect(playerCardSide({ batting: false, pitching: true }, 'SS')).toBe('pitching')
    expect(playerCardSide({ batting: true, pitching: false }, 'P')).toBe('batting')
  })
})

describe('playerCardNameSize', () => {
  test('112 px up to nine characters (9 × 112 = 1,008 ≤ 1,040), then 1,040 / length, never below 56', () => {
    expect(playerCardNameSize('佐々木 晋太郎')).toBe(112)
    expect(playerCardNameSize('アルフレド・デスパイネ')).toBe(94) // 11 characters: floor(1040 / 11) = 94
    expect(playerCardNameSize('あ'.repeat(30))).toBe(56)
  })
})

test('playerCardCharacters lists every string drawn, so the font subsets cover them', () => {
  const characters = playerCardCharacters(playerCardText(batter), 'NPBデータバンク')
  for (const part of ['山田 太郎', 'Taro Yamada', '阪神タイガース', '打撃成績', '本塁打', '.912', 'シミュレーション', 'NPBデータバンク']) expect(characters).toContain(part)
})

test('playerCardPath: one card per player and season', () => {
  expect(playerCardPath('41045138', 2025)).toBe('/og/players/41045138/2025')
})
