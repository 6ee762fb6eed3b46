import { PageLink } from '@/components/navigation/PageLink'
import { Fragment } from 'react'
import { playerCareerHref } from '@/lib/domain/players/player-views'
import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import type { Decision, GameDetail, GameHomeRun } from '@/lib/schemas/game-detail'

const RUNNERS = ['ソロ', '2ラン', '3ラン', '満塁']

const pitcher = (decision: Decision, season: number) => (
  <PageLink href={playerCareerHref(decision.playerId, 'pitching', season)} className="tap-link font-medium">
    {decision.name}
  </PageLink>
)

/** 「（5勝2敗）」, 「（12S）」, 「（18H）」: the season record to date that a decision adds to. */
function record(decision: Decision, kind: 'W' | 'L' | 'S' | 'H'): string {
  if (kind === 'S') return `（${decision.wins}勝${decision.losses}敗${decision.saves}S）`
  if (kind === 'H') return `（${decision.holds}H）`
  return `（${decision.wins}勝${decision.losses}敗${decision.saves > 0 ? `${decision.saves}S` : ''}）`
}

/** 「村上 12号（2ラン） 3回表 戸郷から」, its text joined so the HTML has no <!-- --> between the parts. */
function HomeRun({ hr, season }: { hr: GameHomeRun; season: number }) {
  return (
    <li>
      <span className="text-slate-500">{`${TEAM_BY_CODE[hr.team].shortName} `}</span>
      <PageLink href={playerCareerHref(hr.batterId, 'batting', season)} className="tap-link font-medium">{hr.batter}</PageLink>
      {` ${hr.seasonNumber}号（${RUNNERS[hr.runnersOn] ?? ''}） ${hr.inning}回${hr.half === 'top' ? '表' : '裏'} ${hr.pitcher}から`}
    </li>
  )
}

/** Decisions with their records to date, then the game's home runs. */
export function GameNotes({ game }: { game: GameDetail }) {
  const decisions = [
    ['勝', game.win, 'W'], ['敗', game.loss, 'L'], ['S', game.save, 'S'],
  ] as const
  return (
    <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-1 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:gap-x-6 [&>dt]:font-semibold [&>dt]:text-slate-500">
      {decisions.map(([label, decision, kind]) =>
        decision ? (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{pitcher(decision, game.season)}{` ${record(decision, kind)}`}</dd>
          </Fragment>
        ) : null,
      )}
      {game.holds.length > 0 && (
        <>
          <dt>H</dt>
          <dd className="flex flex-wrap gap-x-3">{game.holds.map((hold) => <span key={hold.playerId}>{pitcher(hold, game.season)}{` ${record(hold, 'H')}`}</span>)}</dd>
        </>
      )}
      <dt>本塁打</dt>
      <dd>{game.homeRuns.length === 0 ? 'なし' : <ul className="space-y-0.5">{game.homeRuns.map((hr, index) => <HomeRun key={index} hr={hr} season={game.season} />)}</ul>}</dd>
    </dl>
  )
}
