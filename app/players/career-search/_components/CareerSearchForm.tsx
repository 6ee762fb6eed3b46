import Form from 'next/form'
import { PageLink } from '@/components/navigation/PageLink'
import type { ReactNode } from 'react'
import { HOMETOWN_CHOICES } from '@/lib/domain/career-search/prefectures'
import { SCHOOL_KIND_LABELS, SCHOOL_KINDS } from '@/lib/domain/career-search/school-kinds'
import { MAX_QUERY_LENGTH } from '@/lib/domain/search/search-query'
import { TEAMS } from '@/lib/domain/teams/teams'
import { DRAFT_ROUNDS, type CareerSearch } from '@/lib/schemas/career-search'

const CONTROL = 'h-11 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30'

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-xs font-semibold text-slate-600">
        {label}
      </label>
      {children}
    </div>
  )
}

type Option = { value: string; label: string }

function Select({ id, name, value, options }: { id: string; name: string; value: string | undefined; options: readonly Option[] }) {
  return (
    <select id={id} name={name} defaultValue={value ?? ''} className={CONTROL}>
      <option value="">指定なし</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  )
}

const ROUND_OPTIONS = DRAFT_ROUNDS.map((round) => ({ value: round, label: round === 'ikusei' ? '育成' : `${round}位` }))

/** The search as a plain GET form (works without JavaScript): every field is a query parameter, so the result’s URL is the search. */
export function CareerSearchForm({ search, draftYears }: { search: CareerSearch; draftYears: readonly number[] }) {
  const years = search.draft !== undefined && !draftYears.includes(search.draft) ? [search.draft, ...draftYears] : draftYears
  return (
    // Keyed by the query, so a new search shows its own values in the fields.
    <Form key={JSON.stringify(search)} action="/players/career-search" prefetch={false} role="search" aria-label="出身校・経歴の検索" className="mb-6 rounded-lg border border-slate-200 bg-white p-4">
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
        <Field id="career-school" label="出身校・チーム（部分一致）">
          <input id="career-school" name="school" type="search" defaultValue={search.school} maxLength={MAX_QUERY_LENGTH} enterKeyHint="search" placeholder="例：青梅学園高、八王子大" className={`${CONTROL} placeholder:text-slate-400`} />
        </Field>
        <Field id="career-kind" label="区分">
          <Select id="career-kind" name="kind" value={search.kind} options={SCHOOL_KINDS.map((kind) => ({ value: kind, label: SCHOOL_KIND_LABELS[kind] }))} />
        </Field>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-4">
        <Field id="career-pref" label="出身地">
          <Select id="career-pref" name="pref" value={search.pref} options={HOMETOWN_CHOICES.map((choice) => ({ value: choice, label: choice }))} />
        </Field>
        <Field id="career-draft" label="ドラフト年">
          <Select id="career-draft" name="draft" value={search.draft?.toString()} options={years.map((year) => ({ value: String(year), label: `${year}年` }))} />
        </Field>
        <Field id="career-round" label="指名順位">
          <Select id="career-round" name="round" value={search.round} options={ROUND_OPTIONS} />
        </Field>
        <Field id="career-team" label="指名球団">
          <Select id="career-team" name="team" value={search.team} options={TEAMS.map((team) => ({ value: team.id, label: team.shortName }))} />
        </Field>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <button type="submit" className="h-11 shrink-0 rounded-md bg-brand px-6 text-sm font-semibold text-white hover:bg-brand-700">
          検索
        </button>
        <PageLink href="/players/career-search" className="inline-flex min-h-11 items-center text-sm text-brand underline-offset-2 hover:underline">
          条件をクリア
        </PageLink>
      </div>
    </Form>
  )
}
