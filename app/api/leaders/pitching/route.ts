import { leadersEndpoint } from '@/lib/data/http/leaders-endpoint'

/** The pitching leaderboards: `?season=&top=10|20|50&league=&hand=&site=&risp=1&month=&count=&inning=&from=&to=`. */
export const GET = leadersEndpoint('pitching')
