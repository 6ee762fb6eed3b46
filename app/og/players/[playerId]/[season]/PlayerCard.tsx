import { playerCardNameSize, type PlayerCardText } from '@/lib/domain/players/player-card'
import { CARD_FONT_FAMILY } from '@/lib/seo/card-fonts'
import { CardFooter } from '@/app/og/_components/CardFooter'

const INK = '#0F172A'
const MUTED = '#475569'
/** A club-less season (no roster row) gets the site's own slate instead of a club colour. */
const NEUTRAL = { background: '#334155', text: '#FFFFFF' }

/** The card satori draws: flexbox only, every element with more than one child a flex box. */
export function PlayerCard({ text }: { text: PlayerCardText }) {
  const colors = text.club ?? NEUTRAL
  return (
    <div style={{ width: '100%', height: '100%', display: 'flex', background: '#FFFFFF', fontFamily: CARD_FONT_FAMILY, color: INK }}>
      <div style={{ width: 28, height: '100%', background: colors.background, display: 'flex' }} />
      <div style={{ flex: 1, display: 'flex', flexDirection: 'column', padding: '44px 64px 36px 52px' }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 30 }}>
          {text.club && (
            <div style={{ display: 'flex', background: colors.background, color: colors.text, padding: '6px 18px', borderRadius: 8, fontWeight: 700 }}>{text.club.name}</div>
          )}
          <div style={{ display: 'flex', color: MUTED }}>{text.heading}</div>
        </div>
        <div style={{ display: 'flex', marginTop: 24, fontSize: playerCardNameSize(text.name), fontWeight: 700, lineHeight: 1.15 }}>{text.name}</div>
        {text.reading && <div style={{ display: 'flex', marginTop: 4, fontSize: 30, color: MUTED }}>{text.reading}</div>}
        <div style={{ display: 'flex', marginTop: 'auto', gap: 44 }}>
          {text.stats.map((stat) => (
            <div key={stat.label} style={{ display: 'flex', flexDirection: 'column' }}>
              <div style={{ display: 'flex', fontSize: 26, color: MUTED }}>{stat.label}</div>
              <div style={{ display: 'flex', fontSize: 54, fontWeight: 700, lineHeight: 1.2 }}>{stat.value}</div>
            </div>
          ))}
          {text.empty && <div style={{ display: 'flex', fontSize: 32, color: MUTED }}>{text.empty}</div>}
        </div>
        <CardFooter notice={text.notice} spacing={{ marginTop: 32, paddingTop: 20 }} />
      </div>
    </div>
  )
}
