'use client'

import { useSearchParams } from 'next/navigation'
import type { FormEvent } from 'react'
import type { PlayFilterKey, PlaySide } from '@/lib/domain/analysis/play-filter-fields'
import type { playFilterOptions } from '@/lib/domain/analysis/play-filter-labels'

/** A club the form offers, and a player as [id, name, club]: passed from the server, compact. */
export type FinderClub = { id: string; shortName: string }
export type FinderPlayerOption = readonly [id: string, name: string, team: string]
/** The filters' captions and choices, from the server (play-filter-labels), so the labels stay out of the page's JavaScript. */
export type FinderVocabulary = { captions: Readonly<Record<PlayFilterKey, string>>; options: ReturnType<typeof playFilterOptions> }

type Props = {
  side: PlaySide
  path: string
  season: number
  /** The served seasons' span, for the 「全年度」 choice. */
  span: readonly [first: number, last: number]
  clubs: readonly FinderClub[]
  players: readonly FinderPlayerOption[]
  vocabulary: FinderVocabulary
}

const FIELD = 'h-11 w-full rounded border border-slate-300 bg-white px-2 text-sm sm:h-9'
type Option = readonly [value: string, label: string]

function Choice({ name, label, value, options, onChange }: { name: string; label: string; value: string; options: readonly Option[]; onChange: (value: string) => void }) {
  const id = `finder-${name}`
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <label htmlFor={id} className="text-xs font-semibold text-slate-500">{label}</label>
      <select id={id} name={name} className={FIELD} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>{optionLabel}</option>
        ))}
      </select>
    </div>
  )
}

/**
 * The finder's filters as a GET form (it works without JavaScript: 検索 submits the page's URL
 * with the choices); with JavaScript every choice is a new URL at once, a history entry without a
 * page load, which the results follow (FinderRefiner). A new club drops the player; any change
 * goes back to the first page.
 */
export function FinderForm({ side, path, season, span, clubs, players, vocabulary }: Props) {
  const params = useSearchParams()
  const read = (key: string) => params.get(key) ?? ''
  const { captions, options } = vocabulary
  const go = (changes: Readonly<Record<string, string>>) => {
    const next = new URLSearchParams(params.toString())
    for (const [key, value] of Object.entries(changes)) {
      if (value === '') next.delete(key)
      else next.set(key, value)
    }
    next.delete('page')
    const query = next.toString()
    window.history.pushState(null, '', query ? `${path}?${query}` : path)
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const changes: Record<string, string> = {}
    for (const [key, value] of new FormData(event.currentTarget)) if (typeof value === 'string') changes[key] = value
    go(changes)
  }
  // Clearing keeps the table's league and family: only the finder's part goes.
  const kept = new URLSearchParams([...params].filter(([key]) => key === 'league' || key === 'family'))
  const clearHref = kept.toString() === '' ? path : `${path}?${kept.toString()}`
  const team = read('team')
  const player = read('player')
  // The club's players, and the chosen player wherever he played (a link may name him without his club).
  const roster = players.filter(([id, , club]) => club === team || id === player).filter(([id], index, list) => list.findIndex(([other]) => other === id) === index)
  const choice = (key: Exclude<PlayFilterKey, 'team' | 'player' | 'ph'>) => (
    <Choice key={key} name={key} label={captions[key]} value={read(key)} options={[['', 'すべて'], ...options[key]]} onChange={(value) => go({ [key]: value })} />
  )
  return (
    <form action={path} method="get" onSubmit={submit} aria-label="打席検索の条件" className="grid grid-cols-2 gap-x-3 gap-y-2 rounded-lg border border-slate-200 bg-white p-3 sm:grid-cols-4 lg:grid-cols-6">
      {read('league') ? <input type="hidden" name="league" value={read('league')} /> : null}
      {read('family') ? <input type="hidden" name="family" value={read('family')} /> : null}
      <Choice name="seasons" label="対象の年度" value={read('seasons') === 'all' ? 'all' : ''} options={[['', `${season}年`], ['all', `${span[0]}〜${span[1]}年`]]} onChange={(value) => go({ seasons: value })} />
      {choice('bases')}
      {choice('outs')}
      {choice('inning')}
      {choice('margin')}
      {choice('count')}
      <Choice name="ph" label={captions.ph} value={read('ph') === '1' ? '1' : ''} options={[['', 'すべて'], ['1', '代打のみ']]} onChange={(value) => go({ ph: value })} />
      {choice('first')}
      {choice('bhand')}
      {choice('phand')}
      <Choice
        name="team"
        label={`${captions.team}（${side === 'batting' ? '攻撃側' : '守備側'}）`}
        value={team}
        options={[['', '全球団'], ...clubs.map((club) => [club.id, club.shortName] as const)]}
        onChange={(value) => go({ team: value, player: '' })}
      />
      <Choice
        name="player"
        label={side === 'batting' ? '打者' : '投手'}
        value={player}
        options={[['', team === '' ? 'すべて（球団を選ぶと選べます）' : 'すべて'], ...roster.map(([id, name]) => [id, name] as const)]}
        onChange={(value) => go({ player: value })}
      />
      {choice('month')}
      {choice('result')}
      <div className="col-span-2 flex items-end gap-2 sm:col-span-1">
        <button type="submit" className="h-11 min-w-11 rounded border border-brand bg-brand px-4 text-sm font-medium text-white sm:h-9">検索</button>
        <a
          href={clearHref}
          className="tap-link text-sm"
          onClick={(event) => {
            event.preventDefault()
            window.history.pushState(null, '', clearHref)
          }}
        >
          条件をクリア
        </a>
      </div>
    </form>
  )
}
