'use client'

import { PageLink } from '@/components/navigation/PageLink'
import { TeamBadge } from '@/components/stats/records/TeamBadge'
import type { TeamCode } from '@/lib/domain/teams/teams'

/** One leader as sent: player id, name, club, rank and the printed value. */
export type SentLeader = readonly [id: string, name: string, team: TeamCode, rank: number, value: string]

const NAME = 'tap-link w-full text-slate-900'

/**
 * A list's rows drawn in the browser from compact tuples: as server elements each row travelled
 * twice, as HTML and again as an element tree in the RSC payload (437 kB for a 240-row board).
 */
export function LeaderRows({ rows, href }: { rows: readonly SentLeader[]; href: readonly [prefix: string, suffix: string] }) {
  return (
    <tbody>
      {rows.map(([id, name, team, rank, value]) => (
        <tr key={`${id}-${team}`}>
          <td className="text-right text-slate-500">{rank}</td>
          <th scope="row">
            <PageLink href={`${href[0]}${id}${href[1]}`} className={NAME}>{name}</PageLink>
          </th>
          <td><TeamBadge team={team} /></td>
          <td className="text-right font-semibold">{value}</td>
        </tr>
      ))}
    </tbody>
  )
}
