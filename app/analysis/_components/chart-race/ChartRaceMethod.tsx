import { PageLink } from '@/components/navigation/PageLink'
import { MethodSection } from '@/app/game-stats/_components/MethodSection'
import { GlossaryLink } from '@/components/glossary/GlossaryLink'
import type { RaceSide } from '@/lib/domain/analysis/race-stats'

const LINES: Readonly<Record<RaceSide, readonly { key: string; label: string; source: string }[]>> = {
  batting: [
    { key: 'hr', label: '本塁打', source: '打席の結果が本塁打だった数' },
    { key: 'h', label: '安打', source: '打席の結果が単打・二塁打・三塁打・本塁打だった数' },
    { key: 'rbi', label: '打点', source: '各打席に記録された打点の合計' },
    { key: 'sb', label: '盗塁', source: '走者の記録（盗塁）の数' },
  ],
  pitching: [
    { key: 'w', label: '勝利', source: '試合の勝利投手として記録された数' },
    { key: 'so', label: '奪三振', source: '打席の結果が三振（振り逃げを含む）だった数' },
    { key: 'sv', label: 'セーブ', source: '試合のセーブ投手として記録された数' },
    { key: 'hld', label: 'ホールド', source: '試合ごとのホールドの記録の数' },
  ],
}

/** How each date's totals are counted from the games, for the side's stats. */
export function ChartRaceMethod({ side, season }: { side: RaceSide; season: number }) {
  return (
    <MethodSection title="集計方法">
      <p>
        各日付の値は、その日までのレギュラーシーズン（交流戦を含み、ポストシーズンを除く）の試合記録から当サイトが数えた累計です。最終日の値は
        <PageLink href={`/records/season/players/${side}/${season}`} className="tap-link text-brand underline">年度別の個人成績</PageLink>
        と一致し、途中の日付の順位は、その日時点のランキングと同じです。
      </p>
      <ul className="list-disc space-y-1.5 pl-5">
        {LINES[side].map((line) => (
          <li key={line.key}>
            <GlossaryLink statKey={line.key} side={side}>{line.label}</GlossaryLink>：{line.source}。
          </li>
        ))}
        <li>リーグ別のレースは、そのリーグの球団で記録した分だけを数えます。NPB全体では、シーズン中に移籍した選手は両球団での記録を合計します。</li>
        <li>同数の場合は、先にその数に達した選手を上位に表示します。</li>
      </ul>
    </MethodSection>
  )
}
