/**
 * What the quiz timer says aloud: nothing most of the time (a live region that changed every
 * second would drown a screen reader), then once at 5 minutes, 1 minute and 30 seconds left.
 */
export function timeAnnouncement(secondsLeft: number): string {
  if (secondsLeft <= 0) return 'Time is up. Submitting your answers.';
  if (secondsLeft <= 30) return '30 seconds left';
  if (secondsLeft <= 60) return '1 minute left';
  if (secondsLeft <= 300) return '5 minutes left';
  return '';
}
