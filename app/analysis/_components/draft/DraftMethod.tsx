import { MethodSection } from '@/app/game-stats/_components/MethodSection'
import { GlossaryLink } from '@/components/glossary/GlossaryLink'

const FORMULA = 'rounded bg-slate-50 px-3 py-2 font-mono text-xs leading-relaxed text-slate-800 sm:text-sm'

/** Which classes are counted, what reaching the first team and the value mean, and how rounds and sources are grouped. */
export function DraftMethod({ firstSeason, lastSeason }: { firstSeason: number | null; lastSeason: number | null }) {
  const span = firstSeason !== null && lastSeason !== null ? `${firstSeason - 1}〜${lastSeason - 1}年` : 'データの年度に入団した'
  return (
    <MethodSection>
      <p>
        {`秋のドラフトで指名された選手は翌年から出場します。入団後のすべての年度がデータにそろう${span}の指名選手（支配下・育成とも）を対象にし、それより前の指名は、データにない年度の成績が抜けるため含めません。新しい指名ほど在籍年数が短いので、通算の値は小さくなります。`}
      </p>
      <p>一軍到達は、レギュラーシーズンの一軍の試合に1試合でも出場したこと（代打・代走・守備固めを含む）です。一軍到達率と平均以上の率は、どちらも指名された全員に対する割合です。</p>
      <h3 className="pt-2 font-bold text-slate-900">通算価値</h3>
      <p>
        打者も投手も同じ尺度で比べるため、当サイトのMVP選考と同じ
        <GlossaryLink statKey="player_value">打撃得点＋投球得点</GlossaryLink>
        を年度ごと・球団ごとに求め、データのすべての年度で合計します。リーグ平均の選手が0で、一軍に出場していない選手も0です。
      </p>
      <p className={FORMULA}>通算価値 ＝ Σ wRAA ＋ Σ (リーグ防御率 − FIP) × アウト数 ÷ 27</p>
      <p>
        <GlossaryLink statKey="wraa">wRAA</GlossaryLink>
        は平均的な打者と比べて増やした得点、投球得点は
        <GlossaryLink statKey="fip">FIP</GlossaryLink>
        で見て平均的な投手より防いだ失点です。WARと違い、守備・ポジションの補正や代替可能な選手との比較は含みません。通算価値が0を超えた選手を「平均以上」と数えます。
      </p>
      <h3 className="pt-2 font-bold text-slate-900">順位と出身</h3>
      <p>
        順位は1位〜5位を別々に、6位以下をまとめ、育成指名は順位にかかわらず「育成」にまとめます。出身はドラフト直前の所属で、大学から社会人に進んだ選手は社会人です。
      </p>
    </MethodSection>
  )
}
