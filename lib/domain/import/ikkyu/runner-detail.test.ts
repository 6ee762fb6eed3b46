import { parseRunnerMoves, runnersAfter, runnersMask } from './runner-detail'

test('steals, caught stealing, wild pitches, passed balls and balks are read with their names', () => {
  expect(parseRunnerMoves('139km/h カットボール、送球できず（坂倉）、盗塁成功（福永）、ランナー2,3塁')).toEqual({ steals: ['福永'], caught: [], wildPitch: false, passedBall: false, balk: false })
  expect(parseRunnerMoves('145km/h ストレート、盗塁失敗（キャベッジ）')).toMatchObject({ caught: ['キャベッジ'] })
  expect(parseRunnerMoves('スプリット、暴投（古林）、ワンバウンド')).toMatchObject({ wildPitch: true })
  expect(parseRunnerMoves('スライダー、捕逸（中村悠）')).toMatchObject({ passedBall: true })
  expect(parseRunnerMoves('ボーク')).toMatchObject({ balk: true })
})

test('the runners after an entry, as a base bitmask; no phrase, no word on them', () => {
  expect(runnersAfter('右安打、ランナー1,3塁')).toBe(5)
  expect(runnersAfter('ランナー満塁')).toBe(7)
  expect(runnersAfter('捕球ミス（ビシエド）、ランナー3塁')).toBe(4)
  expect(runnersAfter('148km/h ストレート')).toBeNull()
  expect(runnersMask({ first: true, second: false, third: true })).toBe(5)
})
