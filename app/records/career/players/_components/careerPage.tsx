import { PageLink } from '@/components/navigation/PageLink'
import { PageHeader } from '@/components/layout/PageHeader'
import { BoardIndex } from '@/components/stats/leaderboards/BoardIndex'
import { CareerLeaderBoard, careerBoardId } from '@/components/stats/leaderboards/CareerLeaderBoard'
import { LeaderBoardGrid } from '@/components/stats/leaderboards/LeaderBoardGrid'
import { leaderboardStructuredData } from '@/components/stats/leaderboards/leaderboard-structured-data'
import { RecordsNotice } from '@/components/stats/leaderboards/RecordsNotice'
import { RecordTypeTabs } from '@/components/stats/leaderboards/RecordTypeTabs'
import { listCareerLeaders } from '@/lib/data/loaders/list-career-leaders'
import type { CareerLeaders, RecordType } from '@/lib/schemas/career'
import { JsonLd } from '@/lib/seo/JsonLd'
import { pageMetadata, type PageDescriptor } from '@/lib/seo/metadata'
import { pageStructuredData } from '@/lib/seo/structured-data'
import { CareerRule } from './CareerRule'

/** A career total over one season is that season's record: the lists need at least two. */
const MIN_SEASONS = 2
const BASE_PATH = '/records/career/players'

const COPY = {
  batting: { title: '通算打撃記録', stats: '安打・本塁打・打点・盗塁・出場試合と、打率・出塁率・OPS（通算打数の基準以上）' },
  pitching: { title: '通算投手記録', stats: '勝利・セーブ・ホールド・奪三振・登板・投球回と、防御率（通算投球回の基準以上）' },
} as const

function describe(type: RecordType, leaders: CareerLeaders | null): PageDescriptor {
  const span = leaders && leaders.seasons.length > 0 ? `${leaders.seasons[0]}〜${leaders.seasons[leaders.seasons.length - 1]}年の` : ''
  const { title, stats } = COPY[type]
  return {
    title,
    description: `${span}レギュラーシーズンを通算した${type === 'batting' ? '打撃' : '投手'}記録の歴代上位10人。${stats}を、在籍期間・球団付きで一覧します。`,
    path: `${BASE_PATH}/${type}`,
    crumbs: [{ label: '記録' }],
    ...(leaders && leaders.seasons.length >= MIN_SEASONS ? { structuredData: leaderboardStructuredData(title, leaders.boards, type) } : {}),
  }
}

function CareerBody({ type, leaders }: { type: RecordType; leaders: CareerLeaders | null }) {
  if (!leaders) return <RecordsNotice>データベースが未構築のため、通算記録を表示できません。</RecordsNotice>
  const [only] = leaders.seasons
  if (leaders.seasons.length < MIN_SEASONS || only === undefined) {
    return (
      <RecordsNotice>
        通算記録は2シーズン以上のデータがそろってから集計します。現在のデータは{only === undefined ? '0シーズン' : `${only}年の1シーズンのみ`}です。
        {only !== undefined && (
          <>
            {' '}
            <PageLink href={`/records/season/players/${type}/${only}`} className="text-brand underline">
              {only}年の個人成績
            </PageLink>
            をご覧ください。
          </>
        )}
      </RecordsNotice>
    )
  }
  return (
    <>
      <CareerRule leaders={leaders} />
      <BoardIndex links={leaders.boards.map((board) => ({ href: `#${careerBoardId(board.key)}-list`, label: board.label }))} />
      <LeaderBoardGrid>
        {leaders.boards.map((board) => (
          <CareerLeaderBoard key={board.key} board={board} type={type} />
        ))}
      </LeaderBoardGrid>
    </>
  )
}

/** /records/career/players/batting and /pitching: one module, two routes. */
export function careerPage(type: RecordType) {
  return {
    generateMetadata: () => pageMetadata(describe(type, listCareerLeaders(type))),
    Page: function CareerRecordsPage() {
      const leaders = listCareerLeaders(type)
      const page = describe(type, leaders)
      return (
        <>
          <PageHeader page={page} />
          <RecordTypeTabs basePath={BASE_PATH} current={type} />
          <CareerBody type={type} leaders={leaders} />
          <JsonLd data={pageStructuredData(page)} />
        </>
      )
    },
  }
}
