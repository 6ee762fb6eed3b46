import { DataTable } from '@/components/ui/DataTable'
import { frameStandings, raceFrames } from '@/lib/domain/analysis/race-frames'
import { clubOn } from '@/lib/domain/analysis/race-clubs'
import { RACE_STAT_LABELS } from '@/lib/domain/analysis/race-stats'
import { formatStat } from '@/lib/domain/format/stat-format'
import { LEAGUE_SCOPE_LABELS } from '@/lib/domain/game-stats/league-scope'
import { playerCareerHref } from '@/lib/domain/players/player-views'
import { getTeamByCode } from '@/lib/domain/teams/teams'
import { playerIdParam } from '@/lib/route-params'
import type { ChartRace } from '@/lib/schemas/chart-race'

type Row = { rank: number; id: string; name: string; club: string | null; total: number }

/** The race's last date as rows: the same ten the chart ends on, ranks shared on a tie. */
export function finalStandingRows(race: ChartRace): Row[] {
  const frames = raceFrames(race, race.top)
  const last = frames[frames.length - 1]
  if (!last) return []
  return frameStandings(last).map(({ rank, player, total }) => {
    const drawn = race.players[player]
    return { rank, id: drawn?.id ?? '', name: drawn?.name ?? '', club: drawn ? clubOn(drawn.clubs, frames.length - 1) : null, total }
  })
}

/** A player's page for the season when his id is one the route table serves (imported 一球速報 ids are not). */
const playerHref = (id: string, side: ChartRace['side'], season: number) => (playerIdParam.safeParse(id).success ? { href: playerCareerHref(id, side, season) } : null)

/** The final standings under the chart, server-rendered: the chart's accessible twin and what a crawler reads. */
export function FinalStandingsTable({ race }: { race: ChartRace }) {
  const label = RACE_STAT_LABELS[race.stat]
  const rows = finalStandingRows(race)
  return (
    <section aria-labelledby="final-standings" className="space-y-3">
      <h2 id="final-standings" className="text-lg font-bold text-slate-900">{`最終順位（${label}・上位${race.top}人）`}</h2>
      <DataTable<Row>
        caption={`${race.season}年 ${LEAGUE_SCOPE_LABELS[race.league]} ${label}の最終順位`}
        rowKey={(row) => row.id}
        rows={rows}
        fit
        columns={[
          { key: 'rank', header: '順位', align: 'right', render: (row) => `${row.rank}` },
          { key: 'player', header: '選手', rowHeader: true, render: (row) => row.name, link: (row) => playerHref(row.id, race.side, race.season) },
          { key: 'team', header: '球団', render: (row) => (row.club ? getTeamByCode(row.club)?.shortName ?? row.club : '-'), link: (row) => (row.club && getTeamByCode(row.club) ? { href: `/teams/${row.club}/info` } : null) },
          { key: race.stat, header: label, align: 'right', glossary: { key: race.stat, side: race.side }, render: (row) => formatStat(row.total, 'count') },
        ]}
      />
      <p className="text-xs leading-relaxed text-slate-500">
        同数の場合は、先にその数に達した選手を上に並べています（順位は同じ）。球団はシーズン最後に記録した球団です。
      </p>
    </section>
  )
}
