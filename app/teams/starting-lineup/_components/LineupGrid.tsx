'use client'

import { PageLink } from '@/components/navigation/PageLink'
import { TableScroll } from '@/components/ui/TableScroll'
import { colorMark, opponentCode, readStarters } from '@/lib/domain/teams/read-lineups'
import type { SentLineups } from '@/lib/domain/teams/sent-lineups'

/**
 * `opponents`: each club's one-character mark (巨, 神…), and `playerHref` a starter's page around
 * his id: handed over by the page, so the grid's first load carries neither the club list nor the
 * player pages' routes.
 */
type Props = SentLineups & { team: string; opponents: Readonly<Record<string, string>>; playerHref: readonly [prefix: string, suffix: string]; caption: string }

const THROWS = { R: '右', L: '左', '-': '-' } as const
const SLOTS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const

/** Every style of the grid's 1,300 cells is said once, in globals.css: links, their 44 px hit area on phones, each position group's colour. */
const TABLE = 'data-table cells-compact pin-first lineup-grid lineup-colors'

/** 「3/29」 from the game id's date (YYYYMMDD-…). */
const dayOf = (gameId: string) => `${Number(gameId.slice(4, 6))}/${Number(gameId.slice(6, 8))}`

/**
 * The season's starting nines, a row per game: the day (linking to the game), the opponent by its
 * one-character mark, the result, the opposing starter's hand, then slots 1–9, each starter's name
 * linking to his page with his position's mark, coloured by position group. Each cell's text is
 * one string, so the HTML has no <!-- --> inside it.
 */
export function LineupGrid({ team, opponents, playerHref, players, width, games, caption }: Props) {
  return (
    <TableScroll>
      <table className={TABLE}>
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs">
          <tr className="bg-slate-100 text-left text-slate-600">
            <th>日付</th>
            <th>相手</th>
            <th>勝敗</th>
            <th>相手先発</th>
            {SLOTS.map((slot) => (
              <th key={slot}>{`${slot}番`}</th>
            ))}
          </tr>
        </thead>
        <tbody className="table-body">
          {games.map((game) => (
            <tr key={game[0]}>
              <th>
                <PageLink href={`/games/${game[0]}`}>{dayOf(game[0])}</PageLink>
              </th>
              <td>{opponents[opponentCode(game[0], team)] ?? '-'}</td>
              <td>{game[1]}</td>
              <td>{THROWS[game[2]]}</td>
              {readStarters(game, { players, width }).map((starter, slot) => (
                <td key={slot} {...colorMark(starter.group)}>
                  <PageLink href={`${playerHref[0]}${starter.playerId}${playerHref[1]}`}>
                    {starter.mark ? `${starter.name}(${starter.mark})` : starter.name}
                  </PageLink>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  )
}
