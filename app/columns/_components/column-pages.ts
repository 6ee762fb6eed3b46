import { GLOSSARY_PATH } from '@/lib/domain/glossary/glossary'
import type { ColumnSlug } from '@/lib/route-params'
import { articleStructuredData } from '@/lib/seo/article-structured-data'
import type { Crumb, PageDescriptor } from '@/lib/seo/metadata'

/** What a method article says about itself; dates are when its text last changed, not the data. */
export type ColumnArticle = { title: string; description: string; published: string; modified: string }

export const COLUMN_ARTICLES: Readonly<Record<ColumnSlug, ColumnArticle>> = {
  'run-values': {
    title: '得点期待値・RE24・得点価値の求め方',
    description: '当サイトの得点期待値表（RE24の表）、打席ごとのRE24、出来事ごとの得点価値（線形加重）と、そこから年度ごと・リーグごとに求めるwOBAの重みの計算方法を、最新シーズンの実際の値とともに解説します。',
    published: '2026-11-25',
    modified: '2026-11-25',
  },
  wpa: {
    title: '勝利期待値・WPA・LIの求め方',
    description: 'そのシーズンの全打席から作る状況の移り変わりのモデル（マルコフ連鎖）で、延長12回打ち切り・引き分けありのNPBの規則どおりに勝利期待値を計算し、打席ごとのWPAとLI（レバレッジ）を求める方法を解説します。',
    published: '2026-11-25',
    modified: '2026-11-25',
  },
  'park-factor': {
    title: 'パークファクターの求め方',
    description: '12球団の本拠地球場の得点の入りやすさ（パークファクター）を、同一リーグの試合の得点から求め、複数年の合算と平均への回帰を経てwRC+の補正に使うまでを、最新シーズンの値とともに解説します。',
    published: '2026-11-25',
    modified: '2026-11-25',
  },
}

export const COLUMNS_CRUMB: Crumb = { label: 'コラム', href: '/columns' }

export const COLUMNS_PAGE: PageDescriptor = {
  title: 'コラム',
  description: 'NPBデータバンクの数字の読み方と作り方。サイトに出てくるすべての指標の用語集と、WPA・パークファクター・得点価値をどう計算しているかの解説記事。',
  path: '/columns',
}

export const GLOSSARY_PAGE: PageDescriptor = {
  title: '用語集',
  description: '打率・防御率からwRC+・FIP・WPAまで、NPBデータバンクに出てくるすべての指標の定義、当サイトの計算式と計算例、表示のしかた、NPBの規定を1ページにまとめました。',
  path: GLOSSARY_PATH,
  crumbs: [COLUMNS_CRUMB],
}

/** A method article's page: Article metadata and structured data under コラム. */
export function columnArticlePage(slug: ColumnSlug): PageDescriptor {
  const article = COLUMN_ARTICLES[slug]
  const path = `/columns/${slug}`
  return {
    title: article.title,
    description: article.description,
    path,
    crumbs: [COLUMNS_CRUMB],
    ogType: 'article',
    structuredData: articleStructuredData({ ...article, path }),
  }
}
