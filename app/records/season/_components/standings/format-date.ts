/** '2025-09-21' → '2025年9月21日'. */
export function formatJapaneseDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number)
  return `${year}年${month}月${day}日`
}
