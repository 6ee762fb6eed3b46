import { PageLink } from '@/components/navigation/PageLink'
import { CELL_LINK, DataTable, type Column } from '@/components/ui/DataTable'
import { draftLabel, seasonsLabel } from '@/lib/domain/career-search/draft-label'
import { SCHOOL_KINDS } from '@/lib/domain/career-search/school-kinds'
import { formatEra, formatRate3 } from '@/lib/domain/format/numbers'
import { positionLabel } from '@/lib/domain/format/position-label'
import { playerCareerHref } from '@/lib/domain/players/player-views'
import { isTeamCode, TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import { playerIdParam } from '@/lib/route-params'
import type { CareerPlayer } from '@/lib/schemas/career-search'
import { careerSearchHref } from './career-search-href'

const LINK = 'text-brand underline-offset-2 hover:underline'

/** His page opens on the side of his totals at its latest season; a player without lines in the data has no page. */
function NameCell({ player }: { player: CareerPlayer }) {
  const href = player.totals && player.page_season !== null && playerIdParam.safeParse(player.id).success ? playerCareerHref(player.id, player.totals.type, player.page_season) : null
  return (
    <>
      {href ? (
        <PageLink href={href} className={`${LINK} ${CELL_LINK}`}>
          {player.name}
        </PageLink>
      ) : (
        player.name
      )}
      <span className="block text-xs font-normal text-slate-500">{positionLabel(player.position)}</span>
    </>
  )
}

/** His schools in career order, each opening that school's players. */
function SchoolsCell({ player }: { player: CareerPlayer }) {
  const schools = SCHOOL_KINDS.flatMap((kind) => {
    const name = player[kind]
    return name ? [{ kind, name }] : []
  })
  if (schools.length === 0) return '-'
  return schools.map(({ kind, name }, index) => (
    <span key={kind}>
      {index > 0 && <span className="text-slate-400"> → </span>}
      <PageLink href={careerSearchHref({ school: name, kind })} className={LINK}>
        {name}
      </PageLink>
    </span>
  ))
}

function DraftCell({ player }: { player: CareerPlayer }) {
  const label = draftLabel({ year: player.draft_year, round: player.draft_round, kind: player.draft_kind, team: null })
  if (!label) return '-'
  const team = player.draft_team !== null && isTeamCode(player.draft_team) ? player.draft_team : null
  return (
    <>
      {label}
      {team && (
        <>
          （<PageLink href={`/teams/${team}/info`} className={LINK}>{TEAM_BY_CODE[team].shortName}</PageLink>）
        </>
      )}
    </>
  )
}

/** Batters: 試合 安打 本塁打 打率; pitchers: 登板 勝 敗 S 防御率 — over the data's seasons. */
function TotalsCell({ totals }: { totals: CareerPlayer['totals'] }) {
  if (!totals) return '-'
  if (totals.type === 'pitching') return `${totals.g}登板 ${totals.w}勝${totals.l}敗${totals.sv}S 防御率${formatEra(totals.era)}`
  return `${totals.g}試合 ${totals.h}安打 ${totals.hr}本塁打 打率${formatRate3(totals.avg)}`
}

const COLUMNS: readonly Column<CareerPlayer>[] = [
  { key: 'name', header: '選手', render: (player) => <NameCell player={player} /> },
  { key: 'schools', header: '出身校・チーム', render: (player) => <SchoolsCell player={player} /> },
  { key: 'hometown', header: '出身地', render: (player) => player.hometown ?? '-' },
  { key: 'draft', header: 'ドラフト', render: (player) => <DraftCell player={player} /> },
  { key: 'seasons', header: '在籍', render: (player) => seasonsLabel(player.first_season, player.last_season) ?? '-' },
  { key: 'totals', header: '通算成績', render: (player) => <TotalsCell totals={player.totals} /> },
]

/** A search's players with their schools, hometown, draft, seasons and key career totals. */
export function CareerPlayersTable({ caption, players }: { caption: string; players: readonly CareerPlayer[] }) {
  return <DataTable caption={caption} columns={COLUMNS} rows={players} rowKey={(player) => player.id} />
}
