const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const minutesText = (minutes: number) => plural(minutes, 'minute', 'minutes');

export const attemptsLeftText = (left: number) => (left > 0 ? `${plural(left, 'attempt', 'attempts')} left` : 'no attempts left');
