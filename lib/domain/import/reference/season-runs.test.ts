import { parseSeasonRuns } from './season-runs'

const TEXT = [
  '\uFEFFrank,team,G,W,L,D,WPCT,差,首位差,残試合,貯金,連勝連敗,RS,RS_avg,RA,RA_avg,RD,AVG,HR,SB,ERA,league,year',
  '1,ヤクルト,143,73,52,18,0.584,優勝,-,0,21,○ 1,625,4.37,531,3.71,94,0.254,142,70,3.48,CL,2021',
  '1,巨人,143,77,59,7,0.566,優勝,-,0,18,○ 1,462,3.23,381,2.66,81,0.247,81,59,2.49,CL,2024',
  '1,ソフトバンク,143,91,49,3,0.65,優勝,-,0,42,○ 5,607,4.24,390,2.73,217,0.259,114,89,2.53,PL,2024',
].join('\n')

test('one season’s runs scored and allowed, by club, from Japanese names', () => {
  expect(parseSeasonRuns(TEXT, 'standings.csv', 2024)).toEqual([
    { team: 'g', w: 77, l: 59, t: 7, runsScored: 462, runsAllowed: 381 },
    { team: 'h', w: 91, l: 49, t: 3, runsScored: 607, runsAllowed: 390 },
  ])
  expect(parseSeasonRuns(TEXT, 'standings.csv', 2030)).toEqual([])
})
