import { PageLink } from '@/components/navigation/PageLink'
import { MethodSection } from '@/app/game-stats/_components/MethodSection'
import { GlossaryLink } from '@/components/glossary/GlossaryLink'
import { formatPercent } from '@/lib/domain/format/numbers'
import type { ChampionshipConstants } from '@/lib/data/loaders/simulation/championship/championship-model'
import { HISTORY_SEASONS } from '@/lib/data/loaders/simulation/championship/championship-history'
import { CHUNK_SEASONS } from '@/lib/domain/simulation/championship/chunks'
import { TIE_PRIOR_GAMES } from '@/lib/domain/simulation/championship/tie-rate'
import type { ChampionshipModel } from '@/lib/schemas/simulation-championship'
import { BACKTEST } from './backtest-figures'

type Props = { season: number; constants: ChampionshipConstants | null; model: ChampionshipModel | null }

const n3 = (value: number) => value.toFixed(3)
const n4 = (value: number) => value.toFixed(4)

/** How the odds are computed, with every constant as measured on this database. */
export function ChampionshipMethod({ season, constants, model }: Props) {
  const fit = constants?.exponent ?? null
  return (
    <MethodSection>
      <p>指定した日付までに行われた試合（その日を含む）を消化済み、それより後に組まれている試合を残り試合とし、残り試合を1試合ずつ乱数で「ホームの勝ち・ビジターの勝ち・引き分け」に振り分けてシーズンの最後まで再現します。これを指定した回数だけ繰り返し、最終順位・CS・日本シリーズの結果を数えた割合が各確率です。</p>
      <h3 className="pt-2 font-bold text-slate-900">球団の強さ</h3>
      <p>
        {`各球団の強さは、その日までの得点と失点から求めた`}
        <GlossaryLink statKey="pythagorean_wp">ピタゴラス勝率</GlossaryLink>
        {fit && constants && fit.seasons > 0
          ? `（得点^x ÷ (得点^x + 失点^x)）です。指数 x は当サイトのデータ（${constants.from}〜${constants.to}年の${fit.seasons}球団シーズン）で実際の勝率との二乗誤差が最小になる値を0.001刻みで探した ${n3(fit.exponent)} を使います（誤差 RMSE ${n4(fit.rmse)}、約${fit.rmseWins.toFixed(2)}勝）。比較: ${constants.references.map((reference) => `x = ${reference.exponent.toFixed(2)} は RMSE ${n4(reference.rmse)}（約${reference.rmseWins.toFixed(2)}勝）`).join('、')}。1.72 はNPBで公表されている当てはめの値、1.83 はMLBでの定番の値です。`
          : '（得点^x ÷ (得点^x + 失点^x)）です。1シーズン分そろった試合のデータがないため、指数は1.83を使います。'}
      </p>
      {constants ? (
        <p>{`シーズン序盤の得失点は偶然に左右されるため、${constants.regression.games}試合分の .500 を加えて平均へ回帰させます：強さ ＝ (試合数 × ピタゴラス勝率 ＋ ${constants.regression.games} × .500) ÷ (試合数 ＋ ${constants.regression.games})。${constants.regression.games} は、各球団シーズンの20・40・…・120試合時点の値から残り試合の勝率を予測したときの誤差（残り試合の勝敗数で重み付け、${constants.regression.samples.toLocaleString('ja-JP')}例）が最小になる値を0〜400試合で探したものです。`}</p>
      ) : null}
      <h3 className="pt-2 font-bold text-slate-900">1試合の確率</h3>
      <p>
        {'対戦する2球団の強さ pA・pB から、'}
        <GlossaryLink statKey="log5">log5</GlossaryLink>
        {'（ビル・ジェームズ）で A が勝つ確率 pA(1 − pB) ÷ (pA(1 − pB) ＋ pB(1 − pA)) を求め、ホームアドバンテージをオッズに掛けます（オッズ × h ÷ (1 − h)）。'}
        {constants ? `h は当サイトの全レギュラーシーズンの試合（${constants.homeEdge.decisions.toLocaleString('ja-JP')}試合、引き分けを除く）でのホームチームの勝率 ${n3(constants.homeEdge.rate)} です。` : ''}
        {`引き分けの確率はその年のリーグの引き分け率で、開幕直後に極端な値にならないよう前年（なければ全期間）の率を${TIE_PRIOR_GAMES}試合分加えて平滑化します${model ? `（この日付ではセ・リーグ ${formatPercent(model.tie_rate.central, 2)}、パ・リーグ ${formatPercent(model.tie_rate.pacific, 2)}）` : ''}。交流戦と日本シリーズは両リーグの平均です。`}
      </p>
      <h3 className="pt-2 font-bold text-slate-900">順位とポストシーズン</h3>
      <p>
        {'順位は'}
        <GlossaryLink statKey="winning_percentage">勝率</GlossaryLink>
        {'（引き分けを除く）で決め、勝率が完全に並んだときは'}
        <GlossaryLink statKey="rank">順位表と同じタイブレーク</GlossaryLink>
        {'（セ・リーグは勝利数 → 当該球団間の勝率 → リーグ内対戦の勝率 → 前年順位、パ・リーグは当該球団間の勝率 → リーグ内対戦の勝率 → 前年順位）を使います。前年の順位がデータにない年は、その回ごとに乱数（シードで再現可能）で決めます。'}
      </p>
      <p>クライマックスシリーズのファーストステージは2位と3位が2位の本拠地で3試合（2勝で突破、引き分けあり、勝ち数が並べば2位）、ファイナルステージは1位と勝ち上がった球団が1位の本拠地で最大6試合（1位に1勝のアドバンテージ、4勝で突破、並べば1位）を戦います。日本シリーズは4勝先取で、第7戦までは引き分けがあり、決着しなければ第8戦以降を引き分けなしで行います。本拠地は2-3-2で、第1・2・6・7戦（と第8戦以降）は奇数年はパ・リーグ、偶数年はセ・リーグの優勝球団の本拠地です（2023〜2025年の実際の日程と同じ）。ポストシーズンの試合も同じ log5 とホームアドバンテージで決めます。</p>
      <h3 className="pt-2 font-bold text-slate-900">マジックナンバーと<GlossaryLink statKey="self_clinch">自力優勝</GlossaryLink></h3>
      <p>
        <GlossaryLink statKey="magic">優勝マジック</GlossaryLink>
        {'は'}
        <PageLink href={`/records/season/standings/${season}`} className="tap-link">順位表</PageLink>
        {'と同じ方法で、その球団があと何勝すれば、ほかの球団が残り試合に全勝しても勝率で上回れなくなるか（並ぶ場合はタイブレークしだいなので未確定）を数えます。表の首位球団の数字は順位表のマジックと同じです。首位以外の球団は、自力優勝を持つ球団がほかになくなったとき（マジック点灯）に数字を表示します。自力優勝「あり」は、残り試合に全勝すれば他球団の結果によらず優勝できること（マジックがあること）を表します。'}
      </p>
      <h3 className="pt-2 font-bold text-slate-900">再現性と推移</h3>
      <p>{`乱数はシードから作るため、同じ年度・日付・シーズン数・シードならいつ計算しても同じ結果になります（アドレスをそのまま共有できます）。計算は${CHUNK_SEASONS.toLocaleString('ja-JP')}シーズンずつに分けて行い、分け方にかかわらず結果は同じです。優勝確率の推移は、毎週月曜日とレギュラーシーズン最終日の時点から各${HISTORY_SEASONS.toLocaleString('ja-JP')}シーズンを計算したものです。`}</p>
      <h3 className="pt-2 font-bold text-slate-900">検証（<GlossaryLink statKey="brier">ブライアスコア</GlossaryLink>）</h3>
      <p>各日付の時点から計算した優勝確率と実際の優勝球団とのブライアスコア（(確率 − 結果)² の全球団の平均。0が完全で、小さいほど良い）を、シミュレーションリーグと実際のNPBで計測しました（scripts/bench/championship.ts、各5,000シーズン）。比較として、全球団を 1/6 とした場合と、その日の首位を100%とした場合を並べます。実際のNPBは2シーズン分だけなので、目安です。</p>
      <div className="max-w-full overflow-x-auto">
        <table className="text-right text-xs tabular-nums">
          <caption className="sr-only">優勝確率のブライアスコア</caption>
          <thead>
            <tr className="bg-slate-100 text-slate-600">
              <th scope="col" className="px-2 py-1 text-left">データ</th>
              <th scope="col" className="px-2 py-1 text-left">時点</th>
              <th scope="col" className="px-2 py-1">このモデル</th>
              <th scope="col" className="px-2 py-1">全球団1/6</th>
              <th scope="col" className="px-2 py-1">首位を100%</th>
            </tr>
          </thead>
          <tbody>
            {BACKTEST.flatMap((set) =>
              set.rows.map((row, index) => (
                <tr key={`${set.data}-${row.date}`} className="border-t border-slate-200">
                  {index === 0 ? (
                    <th scope="rowgroup" rowSpan={set.rows.length} className="max-w-48 px-2 py-1 text-left align-top font-normal whitespace-normal">
                      {set.data}
                    </th>
                  ) : null}
                  <th scope="row" className="px-2 py-1 text-left font-normal">{row.date}</th>
                  <td className="px-2 py-1 font-semibold">{n4(row.model)}</td>
                  <td className="px-2 py-1">{n4(row.uniform)}</td>
                  <td className="px-2 py-1">{n4(row.leader)}</td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      </div>
    </MethodSection>
  )
}
