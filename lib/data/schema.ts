import 'server-only'

/**
 * The event store (sources write it) and the read model (derive writes it). Innings are stored
 * as outs, bases as a bitmask (1 = first, 2 = second, 4 = third); every plate appearance carries
 * the outs, bases and score before and after it.
 */
export const SCHEMA_VERSION = 7

export const EVENT_STORE_SQL = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE venues (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, home_team TEXT);
CREATE TABLE players (
  id TEXT PRIMARY KEY, name_kanji TEXT NOT NULL, name_kana TEXT, name_romaji TEXT,
  birth_date TEXT, bats TEXT, throws TEXT, height_cm INTEGER, weight_kg INTEGER, hometown TEXT,
  high_school TEXT, university TEXT, corporate TEXT, independent TEXT, career_path TEXT,
  draft_year INTEGER, draft_round INTEGER, draft_team TEXT, draft_kind TEXT,
  foreign_player INTEGER NOT NULL DEFAULT 0, primary_position TEXT, debut_season INTEGER, retired_after INTEGER
);
CREATE TABLE rosters (
  season INTEGER NOT NULL, team TEXT NOT NULL, player_id TEXT NOT NULL REFERENCES players(id),
  number INTEGER, position TEXT, PRIMARY KEY (season, player_id)
);
CREATE TABLE games (
  id TEXT PRIMARY KEY, season INTEGER NOT NULL, date TEXT NOT NULL, kind TEXT NOT NULL,
  home TEXT NOT NULL, away TEXT NOT NULL, venue_id INTEGER REFERENCES venues(id),
  home_runs INTEGER NOT NULL, away_runs INTEGER NOT NULL, home_hits INTEGER, away_hits INTEGER,
  home_errors INTEGER, away_errors INTEGER, innings INTEGER NOT NULL, status TEXT NOT NULL,
  line_away TEXT NOT NULL, line_home TEXT NOT NULL,
  win_pitcher TEXT, loss_pitcher TEXT, save_pitcher TEXT, attendance INTEGER, umpires TEXT, source TEXT NOT NULL
);
CREATE TABLE game_holds (game_id TEXT NOT NULL REFERENCES games(id), pitcher_id TEXT NOT NULL);
CREATE TABLE plate_appearances (
  game_id TEXT NOT NULL, seq INTEGER NOT NULL, inning INTEGER NOT NULL, half TEXT NOT NULL,
  batter_id TEXT NOT NULL, pitcher_id TEXT NOT NULL, batting_order INTEGER,
  outs_before INTEGER NOT NULL, bases_before INTEGER NOT NULL,
  away_score_before INTEGER NOT NULL, home_score_before INTEGER NOT NULL,
  result TEXT NOT NULL, batted_ball TEXT, direction REAL, fielder INTEGER,
  outs_after INTEGER NOT NULL, bases_after INTEGER NOT NULL,
  away_score_after INTEGER NOT NULL, home_score_after INTEGER NOT NULL,
  runs INTEGER NOT NULL, rbi INTEGER NOT NULL, balls INTEGER, strikes INTEGER,
  PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;
CREATE TABLE pitches (
  game_id TEXT NOT NULL, pa_seq INTEGER NOT NULL, seq INTEGER NOT NULL,
  balls_before INTEGER NOT NULL, strikes_before INTEGER NOT NULL, type TEXT NOT NULL,
  speed_kmh INTEGER, x REAL, z REAL, zone INTEGER, result TEXT NOT NULL,
  PRIMARY KEY (game_id, pa_seq, seq)
) WITHOUT ROWID;
CREATE TABLE runner_events (
  game_id TEXT NOT NULL, pa_seq INTEGER NOT NULL, pitch_index INTEGER NOT NULL, type TEXT NOT NULL,
  runner_id TEXT NOT NULL, pitcher_id TEXT NOT NULL, catcher_id TEXT,
  from_base INTEGER NOT NULL, to_base INTEGER NOT NULL, inning INTEGER NOT NULL, half TEXT NOT NULL
);
CREATE TABLE runs_scored (
  game_id TEXT NOT NULL, pa_seq INTEGER NOT NULL, runner_id TEXT NOT NULL, pitcher_id TEXT NOT NULL,
  earned INTEGER NOT NULL, rbi_batter_id TEXT
);
-- wp/bk NULL: the source's box gives that game's count per club only (club_box), not per pitcher.
-- pitches: the box's official count, NULL where the box has none (then the pitch rows, if any, are counted).
CREATE TABLE pitcher_box (game_id TEXT NOT NULL, pitcher_id TEXT NOT NULL, wp INTEGER, bk INTEGER, pitches INTEGER);
CREATE TABLE club_box (game_id TEXT NOT NULL, team TEXT NOT NULL, wp INTEGER NOT NULL, bk INTEGER NOT NULL);
CREATE TABLE fielding_credits (game_id TEXT NOT NULL, pa_seq INTEGER NOT NULL, player_id TEXT NOT NULL, kind TEXT NOT NULL);
CREATE TABLE substitutions (
  game_id TEXT NOT NULL, team TEXT NOT NULL, player_id TEXT NOT NULL, position TEXT NOT NULL,
  batting_order INTEGER, entered_seq INTEGER NOT NULL, exited_seq INTEGER, starter INTEGER NOT NULL
);
`

/** Indexes are built once the bulk load is done: maintaining them row by row would double the load time. */
export const EVENT_INDEXES_SQL = `
CREATE INDEX games_season_date ON games (season, date);
CREATE INDEX rosters_player ON rosters (player_id);
CREATE INDEX pa_batter ON plate_appearances (batter_id);
CREATE INDEX pa_pitcher ON plate_appearances (pitcher_id);
CREATE INDEX substitutions_player ON substitutions (player_id);
CREATE INDEX substitutions_game ON substitutions (game_id, team);
CREATE INDEX game_holds_game ON game_holds (game_id, pitcher_id);
CREATE INDEX pitcher_box_game ON pitcher_box (game_id, pitcher_id);
CREATE INDEX runs_scored_game ON runs_scored (game_id);
CREATE INDEX runner_events_game ON runner_events (game_id);
`
