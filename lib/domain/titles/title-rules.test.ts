import { TITLE_TYPES } from '@/lib/route-params'
import { TITLE_RULES } from './title-rules'

test('every title type states how it is decided', () => {
  for (const type of TITLE_TYPES) expect(TITLE_RULES[type].length).toBeGreaterThan(5)
})

test('the stated numbers come from the rules themselves', () => {
  expect(TITLE_RULES.winning_percentage).toContain('13勝以上')
  expect(TITLE_RULES.rookie).toContain('投球回30イニング以内かつ60打席以内')
  expect(TITLE_RULES.sawamura).toContain('登板25試合以上、完投10試合以上、15勝以上、勝率.600以上、投球回200以上、150奪三振以上、防御率2.50以下')
  expect(TITLE_RULES.sawamura).toContain('5項目以上')
})
