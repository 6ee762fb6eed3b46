import { PageLink } from '@/components/navigation/PageLink'
import { MethodSection } from '@/app/game-stats/_components/MethodSection'
import { GlossaryLink } from '@/components/glossary/GlossaryLink'
import { formatStat } from '@/lib/domain/format/stat-format'
import type { ValueBoard, ValueBoardSide } from '@/lib/schemas/value-boards'

type Props = { board: ValueBoard; side: ValueBoardSide; runsPerWin: number | null }

const LINK = 'tap-link text-brand underline'

function WpaNotes({ side }: { side: ValueBoardSide }) {
  return (
    <>
      <li>
        <GlossaryLink statKey="wpa">WPA</GlossaryLink> ＝ 打席ごとの（打席後の勝利期待値 − 打席前の勝利期待値）の合計。勝利期待値は引き分けを½勝とした値で、
        <PageLink href="/game-stats/win-probability-model" className={LINK}>勝利確率モデル</PageLink>（その年度の全打席から作るマルコフ連鎖）から求めます。ビジターの打者は符号を反転し、投手は対戦した打者の値の符号を反転して受け取ります。WPA+ はプラスの打席だけ、WPA− はマイナスの打席だけの合計です。
      </li>
      <li>
        pLI ＝ 出場した打席の<GlossaryLink statKey="li">LI</GlossaryLink>の平均（リーグ全体の平均が1）。{side === 'batting' ? 'phLI ＝ 代打で出た打席のLIの平均。' : ''}WPA/LI ＝ 打席ごとの WPA ÷ LI の合計（場面の重さをならしたWPA。LIが0の打席は数えません）。Clutch ＝ WPA ÷ pLI − WPA/LI（FanGraphs の定義）。重い場面ほど良い結果を出した選手はプラスになります。
      </li>
      {side === 'pitching' ? (
        <li>SD（シャットダウン）・MD（メルトダウン）：救援登板1試合のWPAが +0.06 以上ならSD、−0.06 以下ならMD（FanGraphs の定義）。各球団で試合の最初に投げた投手を先発とし、それ以外の登板を救援とします。</li>
      ) : null}
      <li>打席と打席の間の盗塁・暴投などで動いた勝利期待値はどの打席にも含めません。そのため選手の合計は、試合の勝利期待値の動きとはその分だけ異なります。</li>
    </>
  )
}

function Re24Notes({ runsPerWin }: { runsPerWin: number | null }) {
  return (
    <>
      <li>
        <GlossaryLink statKey="re24">RE24</GlossaryLink> ＝ 打席ごとの（打席後の得点期待値 − 打席前の得点期待値 ＋ その打席の得点）の合計。3アウト目の後の得点期待値は0です。得点期待値は
        <PageLink href="/game-stats/run-expectancy" className={LINK}>得点期待値表</PageLink>（1〜8回の3アウトまで行われたイニングから求めた表）を使います。投手は対戦した打席の値の符号を反転します（プラスほど失点を防いだ）。
      </li>
      <li>
        REW ＝ RE24 ÷ 1勝あたりの得点（R/W ＝ 1.5 × リーグの失点率 ＋ 3、FanGraphs の換算式{runsPerWin === null ? '' : `。この表示では ${formatStat(runsPerWin, 'decimal2')}`}）。R/W は<PageLink href="/game-stats/run-value" className={LINK}>得点価値のページ</PageLink>の年度別の表と同じ値です。
      </li>
      <li>boLI（塁・アウトのレバレッジ）：その打席の塁とアウトの状況から、打席の結果（その年度の同じ状況の打席の結果の割合）で得点期待値が平均どれだけ動くか（|打席後 − 打席前 ＋ 得点| の期待値）を、全打席の平均で割った値の平均。点差と回を見ない、状況だけの重さで、平均は1です。当サイトの定義です。</li>
    </>
  )
}

function LwtsNotes({ side }: { side: ValueBoardSide }) {
  return (
    <li>
      LWTS ＝ 打席ごとの（その出来事の<GlossaryLink statKey="linear_weights">得点価値</GlossaryLink> − 平均の得点価値）の合計。得点価値は
      <PageLink href="/game-stats/run-value" className={LINK}>得点価値（Linear Weights）</PageLink>の表の値で、平均は{side === 'batting' ? '表示しているリーグの打者の全打席' : '表示しているリーグの投手が対戦した全打席'}の1打席あたりの得点価値です。そのため全{side === 'batting' ? '打者' : '投手'}の合計は0になります。{side === 'pitching' ? '投手は対戦した打席の値の符号を反転します（プラスほど平均より失点を防いだ）。' : ''}得点価値のない出来事（その年度に起きなかった出来事）は平均として数えます。
    </li>
  )
}

/** How every number on a board is derived, with links to the models behind them. */
export function ValueBoardMethod({ board, side, runsPerWin }: Props) {
  return (
    <MethodSection>
      <p>すべての値は、レギュラーシーズン（交流戦を含む）の打席の記録から当サイトが計算しています。</p>
      <ul className="list-disc space-y-1.5 pl-5">
        {board === 'wpa' ? <WpaNotes side={side} /> : board === 're24' ? <Re24Notes runsPerWin={runsPerWin} /> : <LwtsNotes side={side} />}
        <li>
          リーグ別の表には所属球団がそのリーグの選手を載せ、得点期待値・得点価値はそのリーグの表（主催球団のリーグで分けて求めた表）を使います。NPBの表はNPB全体の表を使います。シーズン途中で移籍した選手は球団ごとに1行です。
        </li>
        <li>「規定到達者のみ」は{side === 'batting' ? '規定打席（チーム試合数 × 3.1、四捨五入）' : '規定投球回（チーム試合数 × 1.0）'}に達した選手です。{side === 'pitching' ? '救援投手を見るには「全選手」を選んでください。' : ''}</li>
      </ul>
      <p>
        元になるモデル：<PageLink href="/game-stats/run-value" className={LINK}>得点価値と年度別の定数</PageLink>・<PageLink href="/game-stats/win-probability-model" className={LINK}>勝利確率モデルの作り方</PageLink>
      </p>
    </MethodSection>
  )
}
