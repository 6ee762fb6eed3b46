import { PageHeader } from '@/components/layout/PageHeader'
import { BoardIndex } from '@/components/stats/leaderboards/BoardIndex'
import { HistoricalLeaderBoard, seasonBoardId } from '@/components/stats/leaderboards/HistoricalLeaderBoard'
import { LeaderBoardGrid } from '@/components/stats/leaderboards/LeaderBoardGrid'
import { leaderboardStructuredData } from '@/components/stats/leaderboards/leaderboard-structured-data'
import { RecordsNotice } from '@/components/stats/leaderboards/RecordsNotice'
import { RecordTypeTabs } from '@/components/stats/leaderboards/RecordTypeTabs'
import { listHistoricalSeasons } from '@/lib/data/loaders/list-historical-seasons'
import type { RecordType } from '@/lib/schemas/career'
import type { HistoricalSeasons } from '@/lib/schemas/historical'
import { JsonLd } from '@/lib/seo/JsonLd'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'
import { pageStructuredData } from '@/lib/seo/structured-data'
import { HistoricalRule } from './HistoricalRule'

const BASE_PATH = '/records/historical-season/players'

const COPY = {
  batting: { title: '歴代シーズン打撃記録', stats: '最高打率・最高OPS（規定打席以上）と最多本塁打・打点・安打・盗塁' },
  pitching: { title: '歴代シーズン投手記録', stats: '最低防御率・最低WHIP（規定投球回以上）と最多勝利・奪三振・セーブ・ホールド' },
} as const

function describe(type: RecordType, records: HistoricalSeasons | null): PageDescriptor {
  const seasons = records?.seasons ?? []
  const span = seasons.length > 0 ? `${seasons[0]}〜${seasons[seasons.length - 1]}年の` : ''
  const { title, stats } = COPY[type]
  return {
    title,
    description: `${span}レギュラーシーズンから、1シーズンの${type === 'batting' ? '打撃' : '投手'}記録の歴代上位10傑。${stats}を、選手・球団・年度付きで一覧します。`,
    path: `${BASE_PATH}/${type}`,
    crumbs: [{ label: '記録' }],
    ...(records && seasons.length > 0 ? { structuredData: leaderboardStructuredData(title, records.boards, type) } : {}),
  }
}

function HistoricalBody({ type, records }: { type: RecordType; records: HistoricalSeasons | null }) {
  if (!records) return <RecordsNotice>データベースが未構築のため、シーズン記録を表示できません。</RecordsNotice>
  if (records.seasons.length === 0) return <RecordsNotice>集計できるレギュラーシーズンの試合がまだありません。</RecordsNotice>
  return (
    <>
      <HistoricalRule records={records} />
      <BoardIndex links={records.boards.map((board) => ({ href: `#${seasonBoardId(board.key)}-list`, label: board.label }))} />
      <LeaderBoardGrid>
        {records.boards.map((board) => (
          <HistoricalLeaderBoard key={board.key} board={board} type={type} />
        ))}
      </LeaderBoardGrid>
    </>
  )
}

/** /records/historical-season/players/batting and /pitching: one module, two routes. */
export function historicalSeasonPage(type: RecordType) {
  return {
    generateMetadata: () => pageMetadata(describe(type, listHistoricalSeasons(type))),
    Page: function HistoricalSeasonPage() {
      const records = listHistoricalSeasons(type)
      const page = describe(type, records)
      return (
        <>
          <PageHeader page={page} />
          <RecordTypeTabs basePath={BASE_PATH} current={type} />
          <HistoricalBody type={type} records={records} />
          <JsonLd data={pageStructuredData(page)} />
        </>
      )
    },
  }
}
