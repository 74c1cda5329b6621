/** Morning before 12:00 and from 04:00, afternoon 12 to 18, evening from 18 to 04 (SPEC section 2). */
export function greetingFor(hour: number): string {
  if (hour >= 4 && hour < 12) return 'Good morning';
  if (hour >= 12 && hour < 18) return 'Good afternoon';
  return 'Good evening';
}
