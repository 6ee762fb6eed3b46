import { formatGameState } from '@/lib/domain/format/game-state'
import { gameMoments } from './game-moments'
import { EVEN_LOOKUP, nameOf, SAMPLE_AWAY, SAMPLE_HOME, sampleGames, sampleQuery } from './sample-games.fixture'
import { applyMoment, boardFromMoments, startBoard } from './scoreboard'
import { streamFinal } from './stream-final'
import { playStreamGame } from './stream-game'

const games = sampleGames(40)
const streams = games.map((game) => ({ game, moments: gameMoments(game, nameOf, EVEN_LOOKUP) }))

test('the same seed, clubs and park replay the same game pitch for pitch; another seed plays another', () => {
  const again = playStreamGame(sampleQuery(1), SAMPLE_AWAY, SAMPLE_HOME)
  expect(again).toEqual(games[0])
  expect(gameMoments(again, nameOf, EVEN_LOOKUP)).toEqual(streams[0]?.moments)
  expect(playStreamGame(sampleQuery(3), SAMPLE_AWAY, SAMPLE_HOME).pas).not.toEqual(again.pas)
})

test('the line score folded from the streamed moments equals the game’s runs per inning, and its R/H/E the box', () => {
  for (const { game, moments } of streams) {
    const board = boardFromMoments(moments, 0.5)
    expect([game.id, board.line.away]).toEqual([game.id, game.lineScore.away])
    expect([game.id, board.line.home]).toEqual([game.id, game.lineScore.home.filter((runs) => runs !== null)])
    expect(board.score).toEqual({ away: game.awayRuns, home: game.homeRuns })
    expect(board.hits).toEqual({ away: game.awayHits, home: game.homeHits })
    expect(board.errors).toEqual({ away: game.awayErrors, home: game.homeErrors })
  }
})

test('moments are numbered 0…n−1, every pitch of every PA is sent once, and the final event counts them', () => {
  for (const { game, moments } of streams) {
    expect(moments.map((moment) => moment.i)).toEqual(moments.map((_, index) => index))
    const pitches = game.pas.reduce((total, pa) => total + pa.pitches.length, 0)
    expect(moments.filter((moment) => moment.pitch !== null)).toHaveLength(pitches)
    expect(moments.filter((moment) => moment.play !== null)).toHaveLength(game.pas.length)
    expect(streamFinal(game, nameOf, moments.length).moments).toBe(moments.length)
  }
})

test('each PA’s situation is the state the moments left it in: the runners’ moves between pitches add up', () => {
  const checked = { all: 0, afterRunners: 0 }
  for (const { moments } of streams) {
    moments.forEach((moment, index) => {
      const previous = moments[index - 1]
      if (!moment.play || !previous || previous.play || previous.inning !== moment.inning || previous.half !== moment.half || previous.outs >= 3) return
      expect(moment.play.situation).toBe(formatGameState(previous))
      checked.all++
      if (previous.kind === 'runner') checked.afterRunners++
    })
  }
  expect(checked.all).toBeGreaterThan(1000)
  expect(checked.afterRunners).toBeGreaterThan(5)
})

test('counts stay legal, a half ends on its third out, and the last WE is the result (1 home win, 0 loss, ½ tie)', () => {
  for (const { game, moments } of streams) {
    expect(moments.every((moment) => moment.balls <= 3 && moment.strikes <= 2 && moment.outs <= 3)).toBe(true)
    const last = moments.at(-1)
    const expected = game.homeRuns > game.awayRuns ? 1 : game.homeRuns < game.awayRuns ? 0 : 0.5
    expect([game.id, last?.we]).toEqual([game.id, expected])
  }
})

test('play-by-play lines are the site’s phrases with names; a new pitcher gets his own line', () => {
  const { moments } = streams.find(({ moments }) => moments.some((moment) => moment.newPitcher)) ?? { moments: [] }
  const board = boardFromMoments(moments, 0.5)
  expect(board.lines.some((line) => line.kind === 'pitcher')).toBe(true)
  const plays = board.lines.filter((line) => line.kind === 'play')
  expect(plays.length).toBeGreaterThan(50)
  expect(plays.every((line) => line.kind === 'play' && line.batter?.name.startsWith('選手') && /^\d+回[表裏] /.test(line.situation))).toBe(true)
  // Newest first.
  expect(board.lines[0]?.i).toBe(moments.at(-1)?.i)
})

test('a resent moment (a reconnection) changes nothing', () => {
  const moments = streams[0]?.moments ?? []
  const board = moments.slice(0, 30).reduce(applyMoment, startBoard(0.5))
  const resent = moments.slice(20, 30).reduce(applyMoment, board)
  expect(resent).toBe(board)
})
