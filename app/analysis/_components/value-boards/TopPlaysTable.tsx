import { DataTable, type Column } from '@/components/ui/DataTable'
import { formatPercent, formatSigned } from '@/lib/domain/format/numbers'
import { formatGameState } from '@/lib/domain/format/game-state'
import type { ValueBoardSide, ValuePlay } from '@/lib/schemas/value-boards'
import { teamName } from './value-board-view'
import { valuePlayerHref } from './value-links'

type Props = { plays: readonly ValuePlay[]; board: 'wpa' | 're24'; side: ValueBoardSide; season: number; caption: string }

/** '2025-08-17' → '8/17'. */
const shortDate = (date: string) => `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}`

/**
 * The season's best single plays for the board's side: the game (linked), the moment with the
 * score before the play, both players, the play in words and its value to the credited player
 * (WPA plays also show his club's win expectancy before and after).
 */
export function TopPlaysTable({ plays, board, side, season, caption }: Props) {
  const columns: Column<ValuePlay>[] = [
    { key: 'rank', header: '順位', align: 'right', render: (play) => String(play.rank) },
    { key: 'game', header: '試合', render: (play) => `${shortDate(play.date)} ${teamName(play.away)}-${teamName(play.home)}`, link: (play) => ({ href: `/games/${play.game_id}` }) },
    { key: 'moment', header: '場面', render: (play) => `${formatGameState(play)}（${play.away_score}-${play.home_score}）` },
    { key: 'batter', header: '打者', render: (play) => play.batter_name, link: (play) => valuePlayerHref(play.batter_id, 'batting', season) },
    { key: 'pitcher', header: '投手', render: (play) => play.pitcher_name, link: (play) => valuePlayerHref(play.pitcher_id, 'pitching', season) },
    { key: 'text', header: '結果', render: (play) => play.text, wrap: true },
    ...(board === 'wpa'
      ? [{ key: 'we', header: side === 'batting' ? '打者側の勝利期待値' : '投手側の勝利期待値', render: (play: ValuePlay) => `${formatPercent(play.we_before)} → ${formatPercent(play.we_after)}` }]
      : []),
    { key: 'value', header: board === 'wpa' ? 'WPA' : 'RE24', align: 'right', render: (play) => formatSigned(play.value, board === 'wpa' ? 3 : 2), glossary: { key: board } },
  ]
  return <DataTable caption={caption} columns={columns} rows={plays} rowKey={(play) => `${play.game_id}-${play.rank}`} phoneLead={['value']} highlight="value" density="compact" />
}
