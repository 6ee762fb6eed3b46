import type { HalfInning } from './play-by-play'
import { readPlay, sendHalves } from './sent-plays'

test('a half-inning survives the trip to the browser, WPA to 3 places and RE24 to 2, as the page prints them', () => {
  const halves: HalfInning[] = [{
    inning: 3, half: 'bottom', runs: 1, plays: [
      { kind: 'pitcher', seq: 20, pitcherId: 'p2' },
      { kind: 'runner', seq: 20, texts: ['近本が二盗成功'], away: 0, home: 0, runs: 0, wpa: 0.0123456 },
      { kind: 'pa', seq: 20, batterId: 'b1', pitcherId: 'p2', text: 'センター前タイムリーヒット', outs: 1, bases: 1, away: 0, home: 1, runs: 1, re24: 0.876543, wpa: 0.1049999, pitches: 4 },
    ],
  }]
  const [sent] = sendHalves(halves)
  expect(sent?.slice(0, 3)).toEqual([3, 'bottom', 1])
  expect(sent?.[3].map(readPlay)).toEqual([
    { kind: 'pitcher', seq: 20, pitcherId: 'p2' },
    { kind: 'runner', seq: 20, texts: ['近本が二盗成功'], away: 0, home: 0, runs: 0, wpa: 0.012 },
    { kind: 'pa', seq: 20, batterId: 'b1', text: 'センター前タイムリーヒット', outs: 1, bases: 1, away: 0, home: 1, runs: 1, re24: 0.88, wpa: 0.105, pitches: 4 },
  ])
})
