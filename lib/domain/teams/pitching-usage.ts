import type { ClubPitching, PitcherUsage, PitchingCounts, PitchingUsage } from '@/lib/schemas/player-strategy'
import { isBackToBack } from './consecutive-days'
import { isQualityStart, toAppearances, type Appearance, type PitcherGame } from './pitching-appearances'
import { ENTRY_INNING_LABELS, ENTRY_MARGIN_LABELS, entryInningColumn, entryMarginColumn } from './usage-buckets'
import { sliceUsage, type UsageGame, type UsageView } from './usage-slices'
import type { TeamCode } from './teams'

function emptyCounts(): PitchingCounts {
  return {
    appearances: 0, starts: 0, startOuts: 0, startEarnedRuns: 0, startPitches: 0, startsWithPitches: 0, qualityStarts: 0,
    reliefAppearances: 0, reliefOuts: 0, reliefEarnedRuns: 0, backToBack: 0, longestRun: 0, saves: 0, holds: 0,
    entryInnings: ENTRY_INNING_LABELS.map(() => 0), entryMargins: ENTRY_MARGIN_LABELS.map(() => 0),
  }
}

const bump = (list: number[], index: number) => {
  list[index] = (list[index] ?? 0) + 1
}

/** The usage counts of a set of appearances (a club's, a pitcher's, a month's). */
export function tallyPitching(appearances: readonly Appearance[]): PitchingCounts {
  const counts = emptyCounts()
  for (const app of appearances) {
    counts.appearances += 1
    if (app.save) counts.saves += 1
    if (app.hold) counts.holds += 1
    if (app.starter) {
      counts.starts += 1
      counts.startOuts += app.outs
      counts.startEarnedRuns += app.earnedRuns
      if (app.pitches !== null) {
        counts.startPitches += app.pitches
        counts.startsWithPitches += 1
      }
      if (isQualityStart(app)) counts.qualityStarts += 1
      continue
    }
    counts.reliefAppearances += 1
    counts.reliefOuts += app.outs
    counts.reliefEarnedRuns += app.earnedRuns
    if (isBackToBack(app.streakDay)) counts.backToBack += 1
    counts.longestRun = Math.max(counts.longestRun, app.streakDay)
    bump(counts.entryInnings, entryInningColumn(app.entryInning))
    bump(counts.entryMargins, entryMarginColumn(app.entryMargin))
  }
  return counts
}

function byPitcher(appearances: readonly Appearance[]): Appearance[][] {
  const groups = new Map<string, Appearance[]>()
  for (const app of appearances) {
    const own = groups.get(app.pitcherId) ?? []
    own.push(app)
    groups.set(app.pitcherId, own)
  }
  return [...groups.values()]
}

/** Each pitcher's usage, starters first by starts, then relievers by appearances; names break ties. */
export function pitcherUsage(appearances: readonly Appearance[]): PitcherUsage[] {
  return byPitcher(appearances)
    .map((own) => ({ playerId: own[0]?.pitcherId ?? '', name: own[0]?.name ?? '', counts: tallyPitching(own) }))
    .sort((a, b) => b.counts.starts - a.counts.starts || b.counts.reliefAppearances - a.counts.reliefAppearances || a.name.localeCompare(b.name, 'ja') || a.playerId.localeCompare(b.playerId))
}

/** A club's staff in its `games` games of a slice: the counts, how many started and relieved, and who led. */
export function clubPitching(team: TeamCode, games: number, appearances: readonly Appearance[]): ClubPitching {
  const counts = tallyPitching(appearances)
  const pitchers = pitcherUsage(appearances)
  const top = pitchers[0]
  const longest = counts.longestRun >= 2 ? appearances.find((app) => !app.starter && app.streakDay === counts.longestRun) : undefined
  return {
    team,
    games,
    counts,
    starters: pitchers.filter((pitcher) => pitcher.counts.starts > 0).length,
    relievers: pitchers.filter((pitcher) => pitcher.counts.reliefAppearances > 0).length,
    topStarter: top && top.counts.starts > 0 ? { playerId: top.playerId, name: top.name, starts: top.counts.starts } : null,
    longestRunBy: longest ? { playerId: longest.pitcherId, name: longest.name } : null,
  }
}

/**
 * The pitching-usage view of a season: each club of the view (and in monthly mode each month's),
 * and for one club's season its pitchers.
 */
export function pitchingUsage(season: number, rows: readonly PitcherGame[], games: readonly UsageGame[], view: UsageView): PitchingUsage {
  const { clubs, months } = sliceUsage(toAppearances(rows), games, view)
  const club = (slice: (typeof clubs)[number]) => clubPitching(slice.team, slice.games, slice.items)
  return {
    season,
    ...view,
    clubs: clubs.map(club),
    pitchers: view.team && view.mode === 'season' ? pitcherUsage(clubs[0]?.items ?? []) : [],
    months: months.map((month) => ({ month: month.month, clubs: month.clubs.map(club) })),
  }
}
