/** '2025-10-15' → '2025年10月15日'. */
export function formatJapaneseDate(date: string): string {
  return `${date.slice(0, 4)}年${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`
}
