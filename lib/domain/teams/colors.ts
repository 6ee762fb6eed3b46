import type { League, TeamCode } from './teams'

export type ColorPair = { background: string; text: string }
export type TeamColors = { home: ColorPair; visitor: ColorPair }

/**
 * Display colours close to each club's own (home: its home-uniform look, visitor: the road look),
 * chosen for contrast in table cells. Keys are team codes, plus independent-league and historic
 * clubs by their Japanese names so old seasons and farm opponents can be coloured too.
 */
export const TEAM_COLORS: Readonly<Record<TeamCode, TeamColors>> = {
  g: { home: { background: '#F97709', text: '#000000' }, visitor: { background: '#000000', text: '#F97709' } },
  t: { home: { background: '#FFE201', text: '#000000' }, visitor: { background: '#000000', text: '#FFE201' } },
  db: { home: { background: '#0055A5', text: '#FFFFFF' }, visitor: { background: '#FFFFFF', text: '#0055A5' } },
  c: { home: { background: '#E60012', text: '#FFFFFF' }, visitor: { background: '#FFFFFF', text: '#E60012' } },
  s: { home: { background: '#062E6B', text: '#FFFFFF' }, visitor: { background: '#98C145', text: '#062E6B' } },
  d: { home: { background: '#002569', text: '#FFFFFF' }, visitor: { background: '#FFFFFF', text: '#002569' } },
  h: { home: { background: '#F5C700', text: '#000000' }, visitor: { background: '#000000', text: '#F5C700' } },
  f: { home: { background: '#006298', text: '#FFFFFF' }, visitor: { background: '#FFFFFF', text: '#006298' } },
  m: { home: { background: '#000000', text: '#FFFFFF' }, visitor: { background: '#C0C0C0', text: '#000000' } },
  e: { home: { background: '#860010', text: '#FFFFFF' }, visitor: { background: '#FFFFFF', text: '#860010' } },
  bs: { home: { background: '#0B1C3E', text: '#D7B56D' }, visitor: { background: '#D7B56D', text: '#0B1C3E' } },
  l: { home: { background: '#1F366A', text: '#FFFFFF' }, visitor: { background: '#FFFFFF', text: '#1F366A' } },
}

const pair = (background: string, text: string): TeamColors => ({ home: { background, text }, visitor: { background: text, text: background } })

/** Clubs outside the twelve: the two independent-league clubs in NPB's farm leagues, and clubs of the past. */
export const OTHER_TEAM_COLORS: Readonly<Record<string, TeamColors>> = {
  くふうハヤテベンチャーズ静岡: pair('#E4007F', '#FFFFFF'),
  オイシックス新潟アルビレックスBC: pair('#F08300', '#FFFFFF'),
  近鉄バファローズ: pair('#C8102E', '#FFFFFF'),
  大阪近鉄バファローズ: pair('#1C2D5A', '#FFFFFF'),
  南海ホークス: pair('#005F3C', '#FFFFFF'),
  阪急ブレーブス: pair('#1A1A1A', '#E8C547'),
  西鉄ライオンズ: pair('#0C1F4C', '#FFFFFF'),
  大洋ホエールズ: pair('#0071BC', '#FFFFFF'),
  国鉄スワローズ: pair('#002060', '#FFFFFF'),
}

export const LEAGUE_COLORS: Readonly<Record<League, string>> = { central: '#1D4ED8', pacific: '#15803D' }

/** Opponent tabs on team pages: 'VS' + the opponent's short name, and one tab for interleague play. */
export function opponentTabLabel(shortName: string): string {
  return `VS${shortName}`
}

export const INTERLEAGUE_TAB_LABEL = '交流戦'
