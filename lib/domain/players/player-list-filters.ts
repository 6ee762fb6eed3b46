import { POSITION_GROUP_LABELS, type PositionGroup } from './position-groups'

/** Active: on a roster of the latest whole season; retired: on none of its rosters. */
export const PLAYER_STATUSES = ['all', 'active', 'retired'] as const
export type PlayerStatus = (typeof PLAYER_STATUSES)[number]
export const PLAYER_STATUS_LABELS: Readonly<Record<PlayerStatus, string>> = { all: '全て', active: '現役', retired: '引退' }

/** players.bats and players.throws as stored: R, L and (batting only) S for a switch hitter. */
export const BATTING_SIDES = ['R', 'L', 'S'] as const
export type BattingSide = (typeof BATTING_SIDES)[number]
export const THROWING_HANDS = ['R', 'L'] as const
export type ThrowingHand = (typeof THROWING_HANDS)[number]
export const BATTING_SIDE_LABELS: Readonly<Record<BattingSide, string>> = { R: '右打', L: '左打', S: '両打' }
export const THROWING_HAND_LABELS: Readonly<Record<ThrowingHand, string>> = { R: '右投', L: '左投' }

export const isBattingSide = (value: string | null): value is BattingSide => (BATTING_SIDES as readonly (string | null)[]).includes(value)
export const isThrowingHand = (value: string | null): value is ThrowingHand => (THROWING_HANDS as readonly (string | null)[]).includes(value)

/** Orders a visitor may pick; without one the list keeps its own (relevance, number, active first). */
export const PLAYER_SORTS = ['name', 'age', '-age', 'debut', '-debut'] as const
export type PlayerSort = (typeof PLAYER_SORTS)[number]
export const PLAYER_SORT_LABELS: Readonly<Record<PlayerSort, string>> = {
  name: '名前順（五十音）',
  age: '年齢の若い順',
  '-age': '年齢の高い順',
  debut: '初年度の早い順',
  '-debut': '初年度の遅い順',
}

export type PlayerFilters = { club: string | null; status?: PlayerStatus; pos?: PositionGroup; bats?: BattingSide; throws?: ThrowingHand }

const SIDE = { R: '右', L: '左', S: '両' } as const

/**
 * What a filtered list holds, as a heading names it: 阪神の投手, 現役の左投手, 右投左打の外野手,
 * 引退した捕手. A left-handed 投手 is 左投手; other hands read 左投げの…, 両打ちの…
 */
export function playerListSubject({ club, status, pos, bats, throws }: PlayerFilters): string {
  const noun = pos ? POSITION_GROUP_LABELS[pos] : '選手'
  const hands = throws && bats ? `${SIDE[throws]}投${SIDE[bats]}打の` : throws ? `${SIDE[throws]}投げの` : bats ? `${SIDE[bats]}打ちの` : ''
  const core = pos === 'P' && throws && !bats ? `${SIDE[throws]}投手` : `${hands}${noun}`
  const state = status === 'active' ? '現役の' : status === 'retired' ? '引退した' : ''
  return `${club ? `${club}の` : ''}${state}${core}`
}
