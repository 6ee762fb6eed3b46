import { PageLink } from '@/components/navigation/PageLink'
import { playerPageHref } from '@/components/search/player-page-href'
import type { PlayerGrowth } from '@/lib/schemas/simulation-growth-curve'
import { CareerLineTable } from './CareerLineTable'
import { growthHref } from './growth-query'
import { ROLE_LABELS } from './metric-labels'
import { PlayerPathCharts } from './PlayerPathCharts'
import { ProjectionTables } from './ProjectionTables'

/** The player view: who he is (a link to his page), his path over the league curve, his seasons and next season's projection. */
export function PlayerGrowthSection({ growth }: { growth: PlayerGrowth }) {
  const { player, role, otherRole, projection } = growth
  const lastSeason = growth.seasons[growth.seasons.length - 1]?.season ?? null
  const href = playerPageHref({ id: player.id, position: role === 'pitching' ? 'P' : null, last_season: lastSeason })
  return (
    <div className="space-y-8">
      <section aria-labelledby="growth-player" className="space-y-1">
        <h2 id="growth-player" className="text-xl font-bold text-slate-900">
          {href ? (
            <PageLink href={href} className="tap-link">
              {player.name}
            </PageLink>
          ) : (
            player.name
          )}
          <span className="ml-2 text-sm font-normal text-slate-500">{`${ROLE_LABELS[role]}としての成長曲線`}</span>
        </h2>
        <p className="text-sm text-slate-600">
          {player.birthDate ? `生年月日 ${player.birthDate.replaceAll('-', '/')}` : '生年月日がないため年齢別の比較はできません。'}
          {otherRole ? (
            <PageLink href={growthHref({ player: player.id, role: otherRole })} className="tap-link ml-3">
              {`${ROLE_LABELS[otherRole]}としての成長曲線を見る`}
            </PageLink>
          ) : null}
        </p>
      </section>
      <PlayerPathCharts growth={growth} />
      {projection ? (
        <ProjectionTables growth={growth} projection={projection} />
      ) : (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">来季の予測はありません（直近3年に出場がない選手と、投手の打撃は予測しません）。</p>
      )}
      <CareerLineTable growth={growth} />
    </div>
  )
}
