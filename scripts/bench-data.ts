// Prints what the data engine's budgets and calibration targets ask for.
//   npm run bench:data            the simulated league: build time, peak memory, rows, league rates per season
//   npm run bench:data -- --real  real npb.jp seasons from ../shared/npb-data (or NPB_DATA_DIR): import time per
//                                 season, standings check, the 2024 run expectancy matrix and linear weights
//   npm run bench:data -- --splits the leaderboards' and stats explorer's split queries on the served database
//   npm run bench:data -- --plays  the play finder's filter sets over every season of the served database (budget 200 ms)
import { benchRealSeasons } from './bench/real-seasons'
import { benchPlayFinder } from './bench/play-finder'
import { benchSimulatedLeague } from './bench/sim-league'
import { benchSplitQueries } from './bench/split-queries'

if (process.argv.includes('--real')) benchRealSeasons()
else if (process.argv.includes('--splits')) benchSplitQueries()
else if (process.argv.includes('--plays')) benchPlayFinder()
else benchSimulatedLeague()
