import { relativeLuminance } from '@/lib/domain/color/ciede2000'
import { LINEUP_COLOR_GROUPS, LINEUP_COLORS, LINEUP_POSITIONS, lineupColorGroup, lineupPosition, POSITION_MARKS } from './lineup-positions'

/** WCAG 2.x contrast ratio: (L_light + 0.05) / (L_dark + 0.05). */
const contrast = (a: string, b: string) => {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

test('the marks read 投捕一二三遊左中右指 in the scorer’s order', () => {
  expect(LINEUP_POSITIONS.map((position) => POSITION_MARKS[position]).join('')).toBe('投捕一二三遊左中右指')
})

test('stored positions: the ten known ones stand, npb.jp’s blank or dash and a substitute’s PH are unknown', () => {
  expect(['CF', 'DH', 'P'].map(lineupPosition)).toEqual(['CF', 'DH', 'P'])
  expect(['', '-', 'PH', null].map(lineupPosition)).toEqual([null, null, null, null])
})

test('colour groups: battery apart, the infield four, the outfield three, the DH', () => {
  expect(LINEUP_POSITIONS.map(lineupColorGroup)).toEqual(['P', 'C', 'IF', 'IF', 'IF', 'IF', 'OF', 'OF', 'OF', 'DH'])
})

test('WCAG contrast (worked: black on white is (1 + 0.05) / (0 + 0.05) = 21): every legend colour keeps 4.5:1 on the table’s white and its hover grey', () => {
  expect(contrast('#000000', '#FFFFFF')).toBeCloseTo(21, 5)
  for (const group of LINEUP_COLOR_GROUPS) {
    expect([group, contrast(LINEUP_COLORS[group].color, '#FFFFFF') >= 4.5]).toEqual([group, true])
    expect([group, contrast(LINEUP_COLORS[group].color, '#F8FAFC') >= 4.5]).toEqual([group, true])
  }
  expect(new Set(LINEUP_COLOR_GROUPS.map((group) => LINEUP_COLORS[group].color)).size).toBe(LINEUP_COLOR_GROUPS.length)
})
