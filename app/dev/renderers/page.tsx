import { PageHeader } from '@/components/layout/PageHeader'
import { DataTable, type Column } from '@/components/ui/DataTable'
import { LinkTabs } from '@/components/ui/LinkTabs'
import { LEAGUE_NAMES, TEAMS, type Team } from '@/lib/domain/teams/teams'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'

const page: PageDescriptor = {
  title: 'レンダラー一覧',
  description: '開発用ページ：表・タブなど共通部品の表示確認。',
  path: '/dev/renderers',
  noindex: true,
}

export const metadata = pageMetadata(page)

const COLUMNS: readonly Column<Team>[] = [
  { key: 'abbr', header: '略', align: 'center', render: (team) => team.abbreviation },
  { key: 'name', header: '球団', render: (team) => team.fullName },
  { key: 'league', header: 'リーグ', render: (team) => LEAGUE_NAMES[team.league] },
  { key: 'id', header: 'コード', render: (team) => <code>{team.id}</code> },
  { key: 'numeric', header: '番号', align: 'right', render: (team) => team.numericId },
  { key: 'founded', header: '創設', align: 'right', render: (team) => team.founded },
  { key: 'stadium', header: '本拠地', render: (team) => team.homeStadium },
]

export default function RenderersPage() {
  return (
    <>
      <PageHeader page={page} />
      <h2 className="mb-3 text-lg font-semibold">タブ</h2>
      <LinkTabs
        label="見本のタブ"
        activeHref="/dev/renderers"
        tabs={[
          { href: '/dev/renderers', label: 'レンダラー' },
          { href: '/design-system-test', label: 'デザインシステム' },
          { href: '/component-test', label: 'コンポーネント' },
        ]}
      />
      <h2 className="mb-3 text-lg font-semibold">表（スマートフォンでは横スクロール・先頭列固定）</h2>
      <DataTable caption="12球団のマスターデータ" columns={COLUMNS} rows={TEAMS} rowKey={(team) => team.id} />
    </>
  )
}
