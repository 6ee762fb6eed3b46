import { PageLink } from '@/components/navigation/PageLink'
import { PITCH_TYPE_LABELS } from '@/lib/domain/events'
import { formatBases } from '@/lib/domain/format/game-state'
import { playerCareerHref } from '@/lib/domain/players/player-views'
import type { Board } from '@/lib/domain/simulation/streaming/scoreboard'
import type { StreamPlayer } from '@/lib/schemas/simulation-score-streaming'
import { PITCH_RESULT_LABELS } from './labels'

function Dots({ label, lit, of, tone }: { label: string; lit: number; of: number; tone: string }) {
  return (
    <div className="flex items-center gap-1.5" aria-hidden="true">
      <span className="w-3 text-xs font-bold text-slate-600">{label}</span>
      {Array.from({ length: of }, (_, index) => (
        <span key={index} className={`size-3.5 rounded-full border ${index < lit ? tone : 'border-slate-300 bg-white'}`} />
      ))}
    </div>
  )
}

/** First, second, third as squares turned 45°: filled when a runner is there. Colour only, never moved (prefers-reduced-motion holds it still). */
function Diamond({ bases }: { bases: number }) {
  const base = (bit: number, x: number, y: number) => (
    <rect x={x - 9} y={y - 9} width={18} height={18} transform={`rotate(45 ${x} ${y})`} className={`${bases & bit ? 'fill-amber-400 stroke-amber-600' : 'fill-white stroke-slate-400'} motion-safe:transition-colors`} strokeWidth={2} />
  )
  return (
    <svg viewBox="0 0 100 72" role="img" aria-label={`走者: ${formatBases(bases)}`} className="h-16 w-24 shrink-0">
      {base(2, 50, 16)}
      {base(4, 20, 44)}
      {base(1, 80, 44)}
      <path d="M50 70 l-6 -6 h12 z" className="fill-slate-300" />
    </svg>
  )
}

const who = (player: StreamPlayer | null, side: 'batting' | 'pitching', season: number) =>
  player ? <PageLink href={playerCareerHref(player.id, side, season)} className="tap-link font-medium">{player.name}</PageLink> : <span>-</span>

/** The moment's count (B/S/O), runners, inning, who is batting and pitching, and the last pitch. */
export function CountBases({ board, season }: { board: Board; season: number }) {
  const { final, pitch } = board
  const inning = final ? (final.status === 'tie' ? '試合終了（引き分け）' : '試合終了') : board.lastId < 0 ? '試合前' : `${board.inning}回${board.half === 'top' ? '表' : '裏'}`
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-3 rounded-lg border border-slate-200 bg-white p-3">
      <p className="text-base font-bold text-slate-900">{inning}</p>
      <div className="flex items-center gap-4">
        <div className="space-y-1">
          <p className="sr-only">{`${board.balls}ボール${board.strikes}ストライク ${board.outs}アウト`}</p>
          <Dots label="B" lit={board.balls} of={3} tone="border-emerald-600 bg-emerald-500" />
          <Dots label="S" lit={board.strikes} of={2} tone="border-amber-600 bg-amber-400" />
          <Dots label="O" lit={board.outs} of={2} tone="border-rose-700 bg-rose-600" />
        </div>
        <Diamond bases={board.bases} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-2 text-sm">
        <dt className="text-xs text-slate-500">投手</dt>
        <dd>{who(board.pitcher, 'pitching', season)}</dd>
        <dt className="text-xs text-slate-500">打者</dt>
        <dd>{who(board.batter, 'batting', season)}</dd>
        <dt className="text-xs text-slate-500">前の球</dt>
        <dd className="tabular-nums">{pitch ? `${PITCH_TYPE_LABELS[pitch.type]} ${pitch.kmh}km/h ${PITCH_RESULT_LABELS[pitch.result]}` : '-'}</dd>
      </dl>
    </div>
  )
}
