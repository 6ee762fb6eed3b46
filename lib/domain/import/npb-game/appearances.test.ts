import type { CanonicalStint } from '@/lib/domain/canonical-game'
import { appearanceStints } from './appearances'

const stint = (playerId: string, position: string): CanonicalStint => ({
  team: 'g', playerId, position, battingOrder: null, enteredSeq: 0, exitedSeq: null, starter: true,
})

test('a listed player with no PA and no mound time gets one stint of unknown position; others keep theirs', () => {
  const listed = [{ id: 'bat', team: 'g' as const }, { id: 'runner', team: 'g' as const }, { id: 'runner', team: 'g' as const }, { id: 'arm', team: 'g' as const }]
  const added = appearanceStints(listed, [stint('bat', ''), stint('arm', 'P')])
  expect(added).toEqual([{ team: 'g', playerId: 'runner', position: '', battingOrder: null, enteredSeq: 0, exitedSeq: null, starter: false }])
})
