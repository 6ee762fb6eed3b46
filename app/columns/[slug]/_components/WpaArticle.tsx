import { RecordsNotice } from '@/components/stats/leaderboards/RecordsNotice'
import { DataTable } from '@/components/ui/DataTable'
import { getWinValueFigures } from '@/lib/data/loaders/get-win-value-figures'
import { formatGameState, formatLead } from '@/lib/domain/format/game-state'
import { formatPercent, formatRate3 } from '@/lib/domain/format/numbers'
import { formatStat } from '@/lib/domain/format/stat-format'
import { ArticleSection } from './ArticleSection'
import { Formula } from './Formula'
import { TermLink } from './TermLink'
import { TopWpaPlay } from './TopWpaPlay'

/** /columns/wpa: the win expectancy model, WPA and leverage, with the latest season's figures. */
export function WpaArticle() {
  const figures = getWinValueFigures()
  if (!figures) return <RecordsNotice>データベースが未構築のため、計算例の数値を表示できません。</RecordsNotice>
  const { season, pas, situations, li, top_play: top } = figures
  return (
    <div className="space-y-8">
      <p className="text-sm leading-relaxed text-slate-700 sm:text-base">
        <TermLink statKey="win_expectancy">勝利期待値</TermLink>は、試合のある場面からホームチームが勝つ見込みです。当サイトは実際の試合の勝敗を場面ごとに数えるのではなく、打席ごとの状況の移り変わりのモデルから、NPBの規則どおりに試合の終わりまでを計算して求めます。以下の数値は{season}年のモデルの実際の値です。
      </p>
      <ArticleSection id="markov-model" title="打席ごとの状況の移り変わり（マルコフ連鎖）">
        <p>
          アウトカウントと走者の24の状況それぞれについて、次の打席の後にどの状況へ移り、何点入るかの確率を、そのシーズンの全打席（{season}年は{formatStat(pas, 'count')}打席、交流戦を含むレギュラーシーズン）から数えます。表と裏、セとパを区別せずにまとめて数えるため、ホームの有利や球場、打者・投手の力量はモデルに入りません。打席と打席の間の盗塁や暴投による進塁も、遷移には含めません。
        </p>
        <p>この確率から、まず各状況からイニング終了までに入る得点の分布を求め、次に回・表裏・点差ごとに試合の最後までをさかのぼって計算します。試合の進め方はNPBのレギュラーシーズンの規則どおりです。</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>9回以降、表が終わってホームチームがリードしていれば、裏は行わずに試合終了。</li>
          <li>9回以降の裏にホームチームがリードした時点でサヨナラ、試合終了。</li>
          <li>12回裏を終えて同点なら引き分け（延長は12回まで）。</li>
          <li>点差は±15点で打ち切ります（それ以上の差では結果がほぼ決まっているため）。</li>
        </ul>
      </ArticleSection>
      <ArticleSection id="we-from-outcomes" title="勝ち・引き分け・負けから勝利期待値へ">
        <p>引き分けがあるため、モデルは勝ち・引き分け・負けの3つの確率を出します。WPAの計算には、引き分けを半分の勝ちとして1つにまとめた値を使います。こうするとホームとビジターの勝利期待値の和がいつも1になり、ある打席で一方が得たWPAは、もう一方が失ったWPAと等しくなります。引き分けを負けと同じに扱うと、延長12回の同点の場面の価値を正しく表せません。</p>
        <Formula>勝利期待値 ＝ P(勝ち) ＋ ½ × P(引き分け)</Formula>
        <DataTable
          caption={`${season}年のモデルによるホームチームの見込み`}
          rowKey={(row) => `${row.inning}${row.half}${row.outs}${row.bases}${row.score_diff}`}
          rows={situations}
          columns={[
            { key: 'state', header: '場面', render: (row) => formatGameState(row) },
            { key: 'lead', header: 'ホーム', render: (row) => formatLead(row.score_diff) },
            { key: 'we', header: '勝利期待値', align: 'right', glossary: { key: 'we' }, render: (row) => <strong className="tabular-nums">{formatRate3(row.we)}</strong> },
            { key: 'win', header: '勝ち', align: 'right', render: (row) => formatPercent(row.win) },
            { key: 'tie', header: '引分', align: 'right', render: (row) => formatPercent(row.tie) },
            { key: 'loss', header: '負け', align: 'right', render: (row) => formatPercent(row.loss) },
          ]}
        />
      </ArticleSection>
      <ArticleSection id="wpa-per-pa" title="WPA：打席ごとの勝利期待値の増減">
        <Formula>WPA ＝ 勝利期待値(打席後) − 勝利期待値(打席前)</Formula>
        <p>
          <TermLink statKey="wpa">WPA</TermLink>は打者に加算し、投手から差し引きます。ビジターの打者は、ホームの勝利期待値が下がった分がプラスです。試合最後の打席の後は、モデルではなく実際の結果（勝ち1、引き分け½、負け0）を勝利期待値とします。打席と打席の間の盗塁や暴投による勝利期待値の変化は、どの打席のWPAにも含めません。
        </p>
        {top && <TopWpaPlay play={top} season={season} />}
      </ArticleSection>
      <ArticleSection id="leverage-index" title="LI：場面の重さ">
        <Formula>LI ＝ Σ P(打席の結果) × |勝利期待値の変化| ÷ リーグの全打席での平均</Formula>
        <p>
          <TermLink statKey="li">LI</TermLink>は、次の打席で勝利期待値が平均してどれだけ動くかを、そのシーズンに実際に行われた全打席の平均で割った値で、全打席の平均がちょうど1になります。
          {li && (
            <>
              {season}年は、LIが2以上の打席が全体の{formatPercent(li.share_high)}で、最大は{formatGameState(li.state)}（ホーム{formatLead(li.state.score_diff)}）の{formatStat(li.max, 'decimal2')}でした。
            </>
          )}
        </p>
      </ArticleSection>
    </div>
  )
}
