import { GlossaryLink } from '@/components/glossary/GlossaryLink'

/** How the MVPs are chosen, with the way to the WPA entry of the glossary. */
export function MvpMethod() {
  return (
    <section aria-labelledby="mvp-method" className="mt-8 space-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm leading-relaxed text-slate-700">
      <h2 id="mvp-method" className="text-base font-bold text-slate-900">選び方</h2>
      <p>
        WPA
        <GlossaryLink statKey="wpa" />
        （勝利確率の増減）は、打席の前後で攻撃側の勝利確率がどれだけ動いたかを表します。打者には攻撃側のWPAをそのまま、投手には対戦した打席のWPAの符号を反転して加え、打席ごとに合計します。盗塁・暴投など打席の間の走塁で動いた分は、誰にも加えません。
      </p>
      <p>日別は各試合でこの合計が最も大きかった選手（試合ページの「この試合のヒーロー」と同じ選手）、月間は公式戦（交流戦を含む。ポストシーズンは除く）の合計の上位10人です。勝利確率は引き分けを半分の勝ちとして数えます。</p>
    </section>
  )
}
