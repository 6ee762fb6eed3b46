/**
 * Names the sources give one park under two names. npb.jp's 2024 files call the Hawks' dome
 * 「福岡PayPayドーム」 in some games and 「みずほPayPayドーム福岡」 (its name from 2024) in the rest;
 * a park's factor must pool all its games, so both read as the current name.
 */
const CURRENT_NAME: Readonly<Record<string, string>> = {
  福岡PayPayドーム: 'みずほPayPayドーム福岡',
}

/** The name a park's games are pooled under. */
export const canonicalVenueName = (name: string): string => CURRENT_NAME[name.trim()] ?? name.trim()
