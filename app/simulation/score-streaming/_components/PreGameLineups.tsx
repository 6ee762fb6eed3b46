import { PageLink } from '@/components/navigation/PageLink'
import { TableScroll } from '@/components/ui/TableScroll'
import { formatEra, formatRate3 } from '@/lib/domain/format/numbers'
import { playerCareerHref } from '@/lib/domain/players/player-views'
import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import type { ClubSheet } from '@/lib/schemas/simulation-score-streaming'
import { HAND_LABELS, POSITION_SHORT } from './labels'

type Props = { season: number; away: ClubSheet; home: ClubSheet; useDh: boolean }

const player = (id: string, name: string, side: 'batting' | 'pitching', season: number) => (
  <PageLink href={playerCareerHref(id, side, season)} className="tap-link">{name}</PageLink>
)

function ClubCard({ sheet, label, season }: { sheet: ClubSheet; label: string; season: number }) {
  const club = TEAM_BY_CODE[sheet.code]
  const { starter } = sheet
  return (
    <section aria-labelledby={`lineup-${sheet.code}`} className="space-y-2">
      <h3 id={`lineup-${sheet.code}`} className="font-bold text-slate-900">
        <PageLink href={`/teams/${sheet.code}/info`} className="tap-link">{club.fullName}</PageLink>
        <span className="ml-2 text-xs font-normal text-slate-500">{label}</span>
      </h3>
      <TableScroll>
        <table className="data-table cells-compact">
          <caption className="sr-only">{`${club.shortName}のスターティングメンバー（${season}年の成績）`}</caption>
          <thead className="bg-slate-50 text-xs text-slate-600">
            <tr>
              <th scope="col">打順</th>
              <th scope="col">守備</th>
              <th scope="col">選手</th>
              <th scope="col">打</th>
              <th scope="col" className="text-right">打率</th>
              <th scope="col" className="text-right">本塁打</th>
            </tr>
          </thead>
          <tbody className="table-body">
            {sheet.lineup.map((entry, index) => (
              <tr key={entry.id}>
                <td>{index + 1}</td>
                <td>{POSITION_SHORT[entry.position] ?? entry.position}</td>
                <th scope="row">{player(entry.id, entry.name, entry.position === 'P' ? 'pitching' : 'batting', season)}</th>
                <td>{HAND_LABELS[entry.bats] ?? '-'}</td>
                <td className="text-right">{entry.position === 'P' ? '-' : formatRate3(entry.avg)}</td>
                <td className="text-right">{entry.position === 'P' ? '-' : entry.hr}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p className="text-sm">
        <span className="mr-1 text-xs font-bold text-slate-500">先発</span>
        {player(starter.id, starter.name, 'pitching', season)}
        <span className="ml-2 text-xs text-slate-600 tabular-nums">{`${HAND_LABELS[starter.throws] ?? '-'}投 防御率${formatEra(starter.era)} ${starter.gs}先発`}</span>
      </p>
      <p className="text-sm leading-relaxed">
        <span className="mr-1 text-xs font-bold text-slate-500">救援（信頼の順）</span>
        {sheet.relievers.map((arm, index) => (
          <span key={arm.id} className="mr-2 inline-block">
            {player(arm.id, arm.name, 'pitching', season)}
            {index === 0 && arm.sv > 0 ? <span className="text-xs text-slate-500">{`（${arm.sv}S）`}</span> : null}
          </span>
        ))}
      </p>
      <p className="text-sm leading-relaxed">
        <span className="mr-1 text-xs font-bold text-slate-500">控え野手</span>
        {sheet.bench.length === 0 ? '-' : sheet.bench.map((bench) => <span key={bench.id} className="mr-2 inline-block">{player(bench.id, bench.name, 'batting', season)}</span>)}
      </p>
    </section>
  )
}

/** Both clubs before the game: the lineup in order with the season's AVG and HR, the starter, the bullpen and the bench, every name a link. */
export function PreGameLineups({ season, away, home, useDh }: Props) {
  return (
    <section aria-labelledby="lineups" className="space-y-3">
      <h2 id="lineups" className="text-lg font-bold text-slate-900">スターティングメンバー</h2>
      <p className="max-w-3xl text-sm leading-relaxed text-slate-600">
        {`${season}年にそれぞれの守備位置で最も多く先発した選手を、先発したときの平均打順の順に並べています。${useDh ? 'ホーム球団がパ・リーグのため指名打者（DH）を使います。' : 'ホーム球団がセ・リーグのため指名打者は使わず、投手が9番を打ちます。'}`}
      </p>
      {!away.positionsKnown || !home.positionsKnown ? (
        <p className="max-w-3xl text-sm text-slate-600">このデータには試合ごとの守備位置がないため、守備は登録上の区分（内野手・外野手など）と打席数の多い順に割り当てています。</p>
      ) : null}
      {!away.pitchesTracked || !home.pitchesTracked ? (
        <p className="max-w-3xl text-sm text-slate-600">{`${season}年は一球ごとの記録がないため、投手の球速と球種の割合はエンジンの標準値を使っています。`}</p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <ClubCard sheet={away} label="ビジター（先攻）" season={season} />
        <ClubCard sheet={home} label="ホーム（後攻）" season={season} />
      </div>
    </section>
  )
}
