import { PageLink } from '@/components/navigation/PageLink'
import { GlossaryLink } from '@/components/glossary/GlossaryLink'
import { PITCH_TYPE_LABELS } from '@/lib/domain/events'
import { formatSigned } from '@/lib/domain/format/numbers'
import { playerCareerHref } from '@/lib/domain/players/player-views'
import { TEAM_BY_CODE, type TeamCode } from '@/lib/domain/teams/teams'
import { chartMarks, swingAnchor } from '@/lib/domain/games/game-swings'
import type { GamePlays } from '@/lib/schemas/game-plays'
import { WinProbabilityChart } from './WinProbabilityChart'

const half = (h: 'top' | 'bottom') => (h === 'top' ? '表' : '裏')
/** The pitch that decided a play, as a broadcaster adds it: 「2-1から ストレート 148km/h」. */
const endingPitch = (pitch: NonNullable<GamePlays['swings'][number]['pitch']>) =>
  `${pitch.balls}-${pitch.strikes}から ${PITCH_TYPE_LABELS[pitch.type]}${pitch.kmh === null ? '' : ` ${pitch.kmh}km/h`}`

type Props = { plays: GamePlays; away: TeamCode; home: TeamCode; season: number }

/**
 * The home club's win expectancy before each PA, the tie band where a tie at the 12-inning cap is
 * possible, the five biggest plays numbered on the line and listed below it, and the game's hero.
 */
export function WinProbability({ plays, away, home, season }: Props) {
  const { series, swings, hero } = plays
  if (series.length === 0) return null
  const [awayName, homeName] = [TEAM_BY_CODE[away].shortName, TEAM_BY_CODE[home].shortName]
  const { starts, marks } = chartMarks(series, plays.halves, swings)
  const band = series.some((point) => point.tie >= 0.01)
  const heroName = hero ? plays.names[hero.playerId] ?? hero.playerId : null
  return (
    <section aria-labelledby="win-probability" className="space-y-3">
      <h2 id="win-probability" className="flex items-center text-lg font-bold text-slate-900">
        勝利確率の推移<GlossaryLink statKey="win_expectancy" />
      </h2>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <figure className="rounded-lg border border-slate-200 bg-white p-3">
          <WinProbabilityChart
            series={series.map((point) => [Number(point.we.toFixed(3)), Number(point.tie.toFixed(3))])}
            starts={starts}
            marks={marks}
            names={{ away: awayName, home: homeName }}
          />
          <figcaption className="mt-2 text-xs text-slate-500">
            線は各打席前の{homeName}の勝利確率（引き分けは半分の勝ちとして数える）。{band ? '黄色の帯は12回引き分けの確率です。' : ''}数字は「試合を動いたプレー」の順位です。
          </figcaption>
        </figure>
        <div className="space-y-3">
          {hero && heroName && (
            <p className="text-sm">
              <span className="font-semibold text-slate-500">この試合のヒーロー</span>{' '}
              <PageLink href={playerCareerHref(hero.playerId, hero.role === 'batter' ? 'batting' : 'pitching', season)} className="tap-link font-bold">{heroName}</PageLink>
              （{hero.role === 'batter' ? '打撃' : '投球'}で WPA {formatSigned(hero.wpa, 3)}）
            </p>
          )}
          <SwingList swings={swings} names={plays.names} />
        </div>
      </div>
    </section>
  )
}

/** The biggest plays, each linking to its row in the play-by-play. */
function SwingList({ swings, names }: { swings: GamePlays['swings']; names: GamePlays['names'] }) {
  return (
    <div>
      <h3 className="text-sm font-bold text-slate-700">試合を動いたプレー</h3>
      <ol className="swing-list">
        {swings.map((swing, rank) => (
          <li key={swing.seq}>
            <b>{rank + 1}</b>
            <span>
              <a href={`#${swingAnchor(swing)}`}>{`${swing.inning}回${half(swing.half)}`}</a>{' '}
              {swing.batterId && <strong>{`${names[swing.batterId] ?? swing.batterId} `}</strong>}
              {swing.text}
              {swing.pitch && <small>{endingPitch(swing.pitch)}</small>}
            </span>
            <span className={swing.wpa >= 0 ? 'wpa-up' : 'wpa-down'}>{`${formatSigned(swing.wpa * 100, 1)}%`}</span>
          </li>
        ))}
      </ol>
      <p className="mt-1 text-xs text-slate-500">WPA は攻撃側から見た勝利確率の増減です。</p>
    </div>
  )
}
