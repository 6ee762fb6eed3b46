import { PageLink } from '@/components/navigation/PageLink'
import { RecordsNotice } from '@/components/stats/leaderboards/RecordsNotice'
import { teamHref } from '@/components/stats/standings/TeamLink'
import { DataTable } from '@/components/ui/DataTable'
import { getParkFactorFigures } from '@/lib/data/loaders/get-park-factor-figures'
import { formatStat } from '@/lib/domain/format/stat-format'
import { ArticleSection } from './ArticleSection'
import { Formula } from './Formula'
import { TermLink } from './TermLink'

const pf = (value: number | null) => formatStat(value, 'decimal3')
const KEPT = [
  ['1年', '0.6'],
  ['2年', '0.7'],
  ['3年', '0.8'],
  ['4年', '0.9'],
  ['5年', '0.95'],
] as const

/** /columns/park-factor: how each club's park factor is computed, with the latest season's table. */
export function ParkFactorArticle() {
  const figures = getParkFactorFigures()
  if (!figures) return <RecordsNotice>データベースが未構築のため、パークファクターを表示できません。</RecordsNotice>
  const { season, rows } = figures
  return (
    <div className="space-y-8">
      <p className="text-sm leading-relaxed text-slate-700 sm:text-base">
        同じ打者でも、狭い球場や打球の飛ぶ球場を本拠地にすれば成績は上がります。<TermLink statKey="park_factor">パークファクター</TermLink>は本拠地球場での点の入りやすさを表し、当サイトでは<TermLink statKey="wrc_plus">wRC+</TermLink>の補正に使います。以下の表は{season}年の実際の値です。
      </p>
      <ArticleSection id="formula" title="単年のパークファクター">
        <Formula>PF ＝ (主催試合の両チームの得点 ÷ 主催試合数) ÷ (ビジター試合の両チームの得点 ÷ ビジター試合数)</Formula>
        <ul className="list-disc space-y-1 pl-5">
          <li>球団ごとに、その球団の主催試合とビジター試合を比べます。両チームの得点を足すので、その球団の打線と投手陣の強さは分子と分母で打ち消し合います。</li>
          <li>同一リーグの試合だけを使います。交流戦は指名打者の有無が変わり、得点の入り方が違うためです。</li>
          <li>主催試合はすべて本拠地球場の試合として数えます（地方球場での主催試合も含みます）。</li>
        </ul>
      </ArticleSection>
      <ArticleSection id="regression" title="複数年の合算と平均への回帰">
        <p>1年分の主催試合は60試合あまりしかなく、単年の値は偶然で大きくぶれます。そこで、その年を含む最大5年分（データの最初の年度より前は使いません）の試合をまとめて計算し、年数に応じて1へ近づけます。</p>
        <Formula>複数年PF ＝ 1 ＋ (合算したPF − 1) × 残す割合</Formula>
        <DataTable
          caption="データの年数ごとの、1との差を残す割合"
          rowKey={(row) => row[0]}
          rows={KEPT}
          columns={[
            { key: 'years', header: 'データの年数', render: (row) => row[0] },
            { key: 'kept', header: '残す割合', align: 'right', render: (row) => row[1] },
          ]}
        />
      </ArticleSection>
      <ArticleSection id="applied" title="打撃成績への適用">
        <Formula>適用値 ＝ (複数年PF ＋ 1) ÷ 2</Formula>
        <p>打者はシーズンの半分を本拠地、半分をほかの球場で戦うため、適用値は複数年PFと1の中間にします。wRC+では、リーグの得点/打席にこの値を掛けたものとの差を加えて、打者に有利な球場の選手を割り引き、不利な球場の選手を割り増します。</p>
      </ArticleSection>
      <ArticleSection id="table" title={`${season}年のパークファクター`}>
        <DataTable
          caption={`${season}年 球団別パークファクター（適用値の大きい順）`}
          rowKey={(row) => row.team}
          rows={rows}
          columns={[
            {
              key: 'team',
              header: '球団',
              render: (row) => (
                <PageLink href={teamHref(row.team)} className="font-medium text-brand underline-offset-2 hover:underline">
                  {row.team_name}
                </PageLink>
              ),
            },
            { key: 'applied', header: '適用値', align: 'right', glossary: { key: 'applied' }, render: (row) => <strong className="tabular-nums">{pf(row.applied)}</strong> },
            { key: 'multi', header: '複数年', align: 'right', glossary: { key: 'multi_year' }, render: (row) => `${pf(row.multi_year)}（${row.years}年）` },
            { key: 'single', header: '単年', align: 'right', glossary: { key: 'single_year' }, render: (row) => pf(row.single_year) },
            { key: 'games', header: '主催試合', align: 'right', render: (row) => formatStat(row.home_games, 'count') },
            { key: 'venue', header: '本拠地', render: (row) => row.venue },
          ]}
        />
        <p className="text-xs text-slate-500">主催試合は{season}年の同一リーグの主催試合の数（単年の値の試合数）です。1より大きいほど点が入りやすい球場です。</p>
      </ArticleSection>
    </div>
  )
}
