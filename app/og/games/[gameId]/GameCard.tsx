import { CARD_PADDING_X, inningCellWidth, LINE_SCORE_COLUMNS, type GameCardClub, type GameCardText } from '@/lib/seo/game-card'
import { CARD_FONT_FAMILY } from '@/lib/seo/card-fonts'
import { CardFooter } from '@/app/og/_components/CardFooter'

const INK = '#0F172A'
const MUTED = '#475569'
const RULE = '#E2E8F0'

/** A long venue or a foreign pitcher's full katakana name ends in … rather than pushing the card's columns apart. */
const ONE_LINE = { display: 'block', flexShrink: 1, minWidth: 0, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' } as const

const cell = (width: number) => ({ width, display: 'flex', justifyContent: 'center' }) as const

function ClubChip({ club, align }: { club: GameCardClub; align: 'flex-start' | 'flex-end' }) {
  return (
    <div style={{ width: 300, flexShrink: 0, display: 'flex', justifyContent: align }}>
      <div style={{ display: 'flex', background: club.background, color: club.text, padding: '8px 20px', borderRadius: 10, fontSize: 40, fontWeight: 700 }}>{club.name}</div>
    </div>
  )
}

function LineRow({ club, inning }: { club: GameCardClub; inning: number }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', height: 58, borderTop: `2px solid ${RULE}` }}>
      <div style={{ width: LINE_SCORE_COLUMNS.club, display: 'flex' }}>
        <div style={{ display: 'flex', background: club.background, color: club.text, padding: '2px 10px', borderRadius: 6, fontSize: 26, fontWeight: 700 }}>{club.name}</div>
      </div>
      {club.innings.map((runs, index) => <div key={index} style={cell(inning)}>{runs}</div>)}
      <div style={{ ...cell(LINE_SCORE_COLUMNS.total), fontWeight: 700, borderLeft: `2px solid ${RULE}` }}>{club.runs}</div>
      <div style={cell(LINE_SCORE_COLUMNS.total)}>{club.hits}</div>
      <div style={cell(LINE_SCORE_COLUMNS.total)}>{club.errors}</div>
    </div>
  )
}

/** The card satori draws: flexbox only, every element with more than one child a flex box. */
export function GameCard({ text }: { text: GameCardText }) {
  const [away, home] = text.clubs
  const inning = inningCellWidth(text.innings.length)
  const score = (club: GameCardClub) => (
    <div style={{ display: 'flex', fontSize: 144, fontWeight: 700, lineHeight: 1, color: club.lost ? MUTED : INK }}>{club.runs}</div>
  )
  return (
    <div style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column', background: '#FFFFFF', fontFamily: CARD_FONT_FAMILY, color: INK }}>
      <div style={{ display: 'flex', height: 16 }}>
        <div style={{ flex: 1, display: 'flex', background: away.background }} />
        <div style={{ flex: 1, display: 'flex', background: home.background }} />
      </div>
      <div style={{ flex: 1, display: 'flex', flexDirection: 'column', padding: `30px ${CARD_PADDING_X}px 26px` }}>
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 24, fontSize: 28 }}>
          <div style={{ ...ONE_LINE, color: MUTED }}>{[text.date, text.venue].filter(Boolean).join(' ・ ')}</div>
          <div style={{ display: 'flex', flexShrink: 0, fontWeight: 700 }}>{text.status}</div>
        </div>
        <div style={{ display: 'flex', alignItems: 'center', marginTop: 18 }}>
          <ClubChip club={away} align="flex-end" />
          <div style={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 28 }}>
            {score(away)}
            <div style={{ display: 'flex', fontSize: 110, color: '#94A3B8' }}>-</div>
            {score(home)}
          </div>
          <ClubChip club={home} align="flex-start" />
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', marginTop: 22, fontSize: 30 }}>
          <div style={{ display: 'flex', height: 40, alignItems: 'center', fontSize: 22, color: MUTED }}>
            <div style={{ width: LINE_SCORE_COLUMNS.club, display: 'flex' }} />
            {text.innings.map((label) => <div key={label} style={cell(inning)}>{label}</div>)}
            {['R', 'H', 'E'].map((label) => <div key={label} style={cell(LINE_SCORE_COLUMNS.total)}>{label}</div>)}
          </div>
          <LineRow club={away} inning={inning} />
          <LineRow club={home} inning={inning} />
        </div>
        <div style={{ display: 'flex', gap: 36, marginTop: 26, fontSize: 28 }}>
          {text.decisions.map((decision) => (
            <div key={decision.label} style={{ display: 'flex', alignItems: 'center', gap: 10, flexShrink: 1, minWidth: 0 }}>
              <div style={{ display: 'flex', flexShrink: 0, color: MUTED, fontWeight: 700 }}>{decision.label}</div>
              <div style={{ ...ONE_LINE, fontWeight: 700 }}>{decision.name}</div>
              <div style={{ display: 'flex', flexShrink: 0, color: MUTED, fontSize: 24 }}>{decision.record}</div>
            </div>
          ))}
        </div>
        <CardFooter notice={text.notice} spacing={{ marginTop: 'auto', paddingTop: 14 }} />
      </div>
    </div>
  )
}
