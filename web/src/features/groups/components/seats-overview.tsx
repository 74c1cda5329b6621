import '@mantine/core/styles/Progress.layer.css';

import type { SeatView } from '@contract';
import { Progress } from '@mantine/core';

import classes from './groups.module.css';

/** Each course's seats: how many are free to give, and bought against used. */
export function SeatsOverview({ seats }: { seats: SeatView[] }) {
  if (seats.length === 0) return <p className={classes.state}>No seats yet. Buy seats of a course to invite your people.</p>;
  return (
    <ul className={classes.seatGrid} aria-label="Seats by course">
      {seats.map((seat) => (
        <li key={seat.courseId} className={classes.seatCard}>
          <p className={classes.seatCourse}>{seat.courseTitle}</p>
          <p className={classes.seatFree}>
            <strong>{seat.free}</strong> free
          </p>
          <Progress
            value={seat.purchased ? (seat.used / seat.purchased) * 100 : 0}
            color="pitch.7"
            radius="xl"
            aria-label={`${seat.courseTitle}: ${seat.used} of ${seat.purchased} seats used`}
          />
          <p className={classes.seatNumbers}>
            <span>Purchased {seat.purchased}</span>
            <span>Used {seat.used}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
