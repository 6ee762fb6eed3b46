'use client'

import { QueryClientProvider, useQuery } from '@tanstack/react-query'
import { gamePitchesQuery } from '@/lib/api-client/queries'
import { createQueryClient } from '@/lib/api-client/query-client'
import { PITCH_TYPE_LABELS, type PitchResult } from '@/lib/domain/events'
import { formatSigned } from '@/lib/domain/format/numbers'
import type { GamePitch } from '@/lib/schemas/game-pitches'

/** One client for every PA opened on the page: the game's pitches are fetched once, however many are opened. */
let client: ReturnType<typeof createQueryClient> | null = null

const RESULT: Readonly<Record<PitchResult, { label: string; dot: string }>> = {
  ball: { label: 'ボール', dot: 'fill-slate-400' },
  called_strike: { label: '見逃し', dot: 'fill-rose-500' },
  swinging_strike: { label: '空振り', dot: 'fill-rose-700' },
  foul: { label: 'ファウル', dot: 'fill-amber-500' },
  in_play: { label: 'インプレー', dot: 'fill-sky-600' },
  hbp: { label: '死球', dot: 'fill-violet-600' },
}

/** Plate coordinates (|x|, |z| ≤ 1 the zone, ±1.8 the plot's edge) to the 90 px square's pixels. */
const px = (value: number) => Math.round(((value + 1.8) / 3.6) * 90)

function ZonePlot({ pitches }: { pitches: readonly GamePitch[] }) {
  return (
    <svg viewBox="0 0 90 90" role="img" aria-label="投球位置（捕手から見た図）" className="size-24 shrink-0 rounded bg-slate-50">
      <rect x={px(-1)} y={px(-1)} width={px(1) - px(-1)} height={px(1) - px(-1)} className="fill-none stroke-slate-400" />
      {pitches.map((pitch, index) =>
        pitch.x === null || pitch.z === null ? null : (
          <g key={index} transform={`translate(${px(pitch.x)} ${90 - px(pitch.z)})`}>
            <circle r={6} className={RESULT[pitch.result].dot} />
            <text textAnchor="middle" dy={3} className="fill-white text-[8px] font-bold">{index + 1}</text>
          </g>
        ),
      )}
    </svg>
  )
}

function Pitches({ gameId, seq }: { gameId: string; seq: number }) {
  const { data, isError, isPending } = useQuery(gamePitchesQuery(gameId))
  if (isPending) return <p className="py-2 text-xs text-slate-500">投球を読み込み中…</p>
  if (isError) return <p role="alert" className="py-2 text-xs text-rose-700">投球データを読み込めませんでした。時間をおいて開き直してください。</p>
  const pitches = data.pas[seq] ?? []
  return (
    <div className="flex flex-wrap gap-3 py-2">
      <ZonePlot pitches={pitches} />
      <ol className="min-w-60 max-w-sm flex-1 space-y-0.5 text-xs tabular-nums">
        {pitches.map((pitch, index) => (
          <li key={index} className="flex gap-1.5 whitespace-nowrap">
            <span className="w-4 text-right text-slate-500">{index + 1}</span>
            <span className="w-20">{PITCH_TYPE_LABELS[pitch.type]}</span>
            <span className="w-14 text-right">{pitch.kmh === null ? '-' : `${pitch.kmh}km/h`}</span>
            <span className="flex-1">{RESULT[pitch.result].label}</span>
            <span className="text-slate-500">{`${pitch.balls}-${pitch.strikes}`}</span>
            <span className={`w-12 text-right ${pitch.wpa === null || Math.abs(pitch.wpa) < 0.0005 ? 'text-slate-500' : pitch.wpa > 0 ? 'wpa-up' : 'wpa-down'}`}>
              {pitch.wpa === null ? '-' : `${formatSigned(pitch.wpa * 100, 1)}%`}
            </span>
          </li>
        ))}
      </ol>
      <p className="basis-full text-xs text-slate-500">右端は一球ごとの WPA（攻撃側）。カウントの有利不利を得点価値から勝利確率に換算した値で、打席の WPA を投球に分けたものです。</p>
    </div>
  )
}

/** A PA's pitches, read from /api/games/{id}/pitches through the retrying client: the zone plot and the list with the count before each and each pitch's WPA. */
export function PitchPanel(props: { gameId: string; seq: number }) {
  client ??= createQueryClient()
  return (
    <div className="relative z-10">
      <QueryClientProvider client={client}>
        <Pitches {...props} />
      </QueryClientProvider>
    </div>
  )
}
