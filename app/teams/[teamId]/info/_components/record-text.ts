import type { ClubRecordDto } from '@/lib/schemas/team-home'

/** 「77勝59敗7分」. */
export const winLossTie = (record: Pick<ClubRecordDto, 'wins' | 'losses' | 'ties'>): string => `${record.wins}勝${record.losses}敗${record.ties}分`
