import { VOTED_TITLE_TYPES } from '@/lib/domain/titles/season-titles'
import { BATTING_TITLE_TYPES, PITCHING_TITLE_TYPES } from '@/lib/domain/titles/statistical-titles'
import type { TitleType } from '@/lib/route-params'

/** The 17 titles as the site groups them: the selector and the season summary list them in this order. */
export const TITLE_GROUPS: readonly { id: string; label: string; types: readonly TitleType[] }[] = [
  { id: 'awards', label: '表彰', types: VOTED_TITLE_TYPES },
  { id: 'pitching', label: '投手タイトル', types: PITCHING_TITLE_TYPES },
  { id: 'batting', label: '打撃タイトル', types: BATTING_TITLE_TYPES },
]
