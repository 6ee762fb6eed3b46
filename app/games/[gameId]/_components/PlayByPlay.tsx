'use client'

import { PageLink } from '@/components/navigation/PageLink'
import { lazy, Suspense, useState } from 'react'
import { useBrowserValue } from '@/components/ui/use-browser-value'
import { formatBases } from '@/lib/domain/format/game-state'
import { formatSigned } from '@/lib/domain/format/numbers'
import { readPlay, type SentHalf, type ShownPlay } from '@/lib/domain/games/sent-plays'
import { playerCareerHref } from '@/lib/domain/players/player-views'

/**
 * Loaded on the first opened PA, with react-query and the pitches' schema: the page itself ships
 * neither. React's own lazy, not next/dynamic, whose loader added 2.5 kB gzip to the first load; a
 * panel only renders after a tap, so it is never drawn on the server.
 */
const PitchPanel = lazy(() => import('./PitchPanel').then((module) => ({ default: module.PitchPanel })))
const LOADING = <p className="py-2 text-xs text-slate-500">投球を読み込み中…</p>

type Props = {
  gameId: string; season: number; tracked: boolean; clubs: { away: string; home: string }; names: Record<string, string>; halves: SentHalf[]
  /** The rows the page links to (the biggest plays, swingAnchor): only they carry an id. */
  anchors: string[]
}

const OUTS = ['無死', '一死', '二死'] as const
const situation = (outs: number, bases: number) => (outs >= 3 ? 'チェンジ' : `${OUTS[outs]}${bases === 0 ? '' : formatBases(bases)}`)
const tone = (wpa: number | null) => (wpa === null || wpa === 0 ? undefined : wpa > 0 ? 'up' : 'down')

/**
 * The game's plays by half-inning: each PA's result, the outs and runners after it, the score
 * where it changed, RE24 and WPA (the batting club's); pitching changes and runners' moves in
 * place. A tracked game's PA opens its pitch sequence with a button that only a running page
 * gets (it does nothing without script), its room kept so nothing moves when it appears. Text is
 * joined before rendering, so the HTML has no <!-- --> between the parts of a line; the labels
 * 「RE24」「WPA」 and the dots between the score, RE24 and WPA come from the stylesheet (pbp-list),
 * not from each of ninety rows.
 */
export function PlayByPlay({ gameId, season, tracked, clubs, names, halves, anchors }: Props) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set())
  const running = useBrowserValue(() => true, false)
  const toggle = (seq: number) => setOpen((now) => (now.has(seq) ? new Set([...now].filter((each) => each !== seq)) : new Set([...now, seq])))
  const name = (id: string) => names[id] ?? id
  const score = (play: { away: number; home: number; runs: number }) => (play.runs > 0 ? <b>{`${clubs.away} ${play.away}-${play.home} ${clubs.home}`}</b> : null)
  const wpa = (value: number | null) => <em className={tone(value)}>{value === null ? '-' : `${formatSigned(value * 100, 1)}%`}</em>
  const row = (play: ShownPlay) => {
    if (play.kind === 'pitcher')
      return (
        <li key={`p${play.seq}`} className="pbp-change">
          {'投手交代: '}
          <PageLink href={playerCareerHref(play.pitcherId, 'pitching', season)}>{name(play.pitcherId)}</PageLink>
        </li>
      )
    if (play.kind === 'runner')
      return (
        <li key={`r${play.seq}`} id={anchors.includes(`play-${play.seq}-r`) ? `play-${play.seq}-r` : undefined}>
          {play.texts.join('、')}
          <small>{score(play)}{wpa(play.wpa)}</small>
        </li>
      )
    const isOpen = open.has(play.seq)
    return (
      <li key={play.seq} id={anchors.includes(`play-${play.seq}`) ? `play-${play.seq}` : undefined}>
        <PageLink href={playerCareerHref(play.batterId, 'batting', season)}>{name(play.batterId)}</PageLink>
        {` ${play.text}`}
        <small>
          {`${situation(play.outs, play.bases)} · `}
          {score(play)}
          <i>{formatSigned(play.re24, 2)}</i>
          {wpa(play.wpa)}
        </small>
        {running && tracked && play.pitches > 0 && (
          <button type="button" aria-expanded={isOpen} onClick={() => toggle(play.seq)} className="pbp-pitches">
            {`${play.pitches}球${isOpen ? '▴' : '▾'}`}
          </button>
        )}
        {isOpen && (
          <Suspense fallback={LOADING}>
            <PitchPanel gameId={gameId} seq={play.seq} />
          </Suspense>
        )}
      </li>
    )
  }
  return halves.map(([inning, half, runs, plays]) => (
    <section key={`${inning}${half}`} aria-labelledby={`half-${inning}-${half}`} className="pbp-half">
      <h3 id={`half-${inning}-${half}`} className="pbp-half-head">
        {`${inning}回${half === 'top' ? '表' : '裏'} ${half === 'top' ? clubs.away : clubs.home}の攻撃`}
        <span className="ml-auto text-xs font-medium text-slate-600">{`${runs}点`}</span>
      </h3>
      <ol className={tracked ? 'pbp-list pbp-tracked' : 'pbp-list'}>{plays.map((play) => row(readPlay(play)))}</ol>
    </section>
  ))
}
