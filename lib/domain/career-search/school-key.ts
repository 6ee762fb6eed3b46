import { searchKey } from '@/lib/domain/search/search-key'

/**
 * The comparable form of a school name or a school query: searchKey's folding, plus the long
 * forms visitors type for the short ones the data writes (大阪桐蔭高校 → 大阪桐蔭高, 八王子大学 → 八王子大).
 *
 * @example schoolKey('大阪桐蔭高等学校') === schoolKey('大阪桐蔭高') // '大阪桐蔭高'
 */
export function schoolKey(name: string): string {
  return searchKey(name).replace(/高等学校|高校/g, '高').replace(/大学/g, '大')
}
