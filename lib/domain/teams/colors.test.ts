import { INTERLEAGUE_TAB_LABEL, LEAGUE_COLORS, OTHER_TEAM_COLORS, TEAM_COLORS, opponentTabLabel } from './colors'
import { TEAM_CODES } from './teams'

const HEX = /^#[0-9A-F]{6}$/

test('every club has home and visitor colours as hex pairs, and text differs from its background', () => {
  for (const colors of [...TEAM_CODES.map((code) => TEAM_COLORS[code]), ...Object.values(OTHER_TEAM_COLORS)]) {
    for (const side of [colors.home, colors.visitor]) {
      expect(side.background).toMatch(HEX)
      expect(side.text).toMatch(HEX)
      expect(side.text).not.toBe(side.background)
    }
  }
  expect(Object.keys(OTHER_TEAM_COLORS)).toEqual(expect.arrayContaining(['近鉄バファローズ', '南海ホークス', '阪急ブレーブス', '西鉄ライオンズ', '大洋ホエールズ', '国鉄スワローズ']))
})

test('league colours are central blue and pacific green; opponent tabs read VS + name', () => {
  expect(LEAGUE_COLORS).toEqual({ central: '#1D4ED8', pacific: '#15803D' })
  expect(opponentTabLabel('巨人')).toBe('VS巨人')
  expect(INTERLEAGUE_TAB_LABEL).toBe('交流戦')
})
