import { playerCareerHref } from '@/lib/domain/players/player-views'
import { PageLink } from '@/components/navigation/PageLink'
import { formatJapaneseDate } from '@/components/stats/home/format-date'
import { teamHref } from '@/components/stats/standings/TeamLink'
import { formatGameState, formatLead } from '@/lib/domain/format/game-state'
import { formatRate3, formatSigned } from '@/lib/domain/format/numbers'
import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import type { WinValueFigures } from '@/lib/schemas/column-figures'

type Play = NonNullable<WinValueFigures['top_play']>

/** The season's single biggest WPA, told as a sentence with the game, the club and the batter linked. */
export function TopWpaPlay({ play, season }: { play: Play; season: number }) {
  const link = 'text-brand underline underline-offset-2'
  return (
    <p className="rounded-md bg-amber-50 px-3 py-2">
      {season}年で1打席のWPAが最も大きかったのは、
      <PageLink href={`/games/${play.game_id}`} className={link}>
        {formatJapaneseDate(play.date)}の試合
      </PageLink>
      、{formatGameState(play)}（
      <PageLink href={teamHref(play.team)} className={link}>
        {TEAM_BY_CODE[play.team].shortName}
      </PageLink>
      が{formatLead(play.lead)}）での
      <PageLink href={playerCareerHref(play.batter_id, 'batting', season)} className={link}>
        {play.batter}
      </PageLink>
      の打席です。打撃側の勝利期待値が{formatRate3(play.we_before)}から{formatRate3(play.we_after)}に上がり、WPAは
      <strong className="tabular-nums">{formatSigned(play.wpa, 3)}</strong>でした。
    </p>
  )
}
