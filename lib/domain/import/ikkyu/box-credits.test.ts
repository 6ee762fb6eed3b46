import { boxPitchCounts } from './box-credits'
import { boxPitcher, GIANTS_PITCHER, TIGERS_PITCHER } from './ikkyu-fixture'
import { ikkyuPlayerId } from './roster'

test("each pitcher's official pitch count comes from his box line; wild pitches and balks are left to the runner events", () => {
  const lines = [{ ...boxPitcher(GIANTS_PITCHER, '勝', 18), pitches: 79 }, { ...boxPitcher(TIGERS_PITCHER, '敗', 18), pitches: 101 }]
  expect(boxPitchCounts(lines)).toEqual([
    { pitcherId: ikkyuPlayerId(GIANTS_PITCHER[0]), wildPitches: 0, balks: 0, pitches: 79 },
    { pitcherId: ikkyuPlayerId(TIGERS_PITCHER[0]), wildPitches: 0, balks: 0, pitches: 101 },
  ])
})

test('a box line without a pitch count leaves it unknown', () => {
  expect(boxPitchCounts([{ ...boxPitcher(GIANTS_PITCHER, '', 3), pitches: undefined }])[0]?.pitches).toBeNull()
})
