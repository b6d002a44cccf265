/**
 * A track position as the player shows it: 'm:ss' ('0:07', '3:25'), 'h:mm:ss' past an hour. A length
 * not known yet (a track still being rendered has no duration) reads '--:--'.
 */
export function formatTrackTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '--:--';
  const whole = Math.floor(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
