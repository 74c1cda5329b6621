import '@/ui/content/form-styles';

import type { Course, User } from '@contract';
import { Alert, Button, Group, Modal, TextInput } from '@mantine/core';
import { IconCircleCheck, IconLock } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';

import { formatRupees } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';

import { enroll } from '../api/enroll';

import classes from './enroll-modal.module.css';

/** The simulated processing time before the call, and the success pause before closing (SPEC section 9). */
export const PROCESSING_MS = 2000;
export const SUCCESS_CLOSE_MS = 2000;

type Phase = 'form' | 'processing' | 'success';

/** The enrolment modal: course and learner, dummy card fields (required, never sent), Pay & Enroll. */
export default function EnrollModal({
  course,
  user,
  onClose,
  onEnrolled,
}: {
  course: Course;
  user: User | null;
  onClose: () => void;
  onEnrolled: () => void;
}) {
  const [phase, setPhase] = useState<Phase>('form');
  const [error, setError] = useState<string | null>(null);
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);
  const wait = (ms: number) => new Promise<void>((resolve) => timers.current.push(window.setTimeout(resolve, ms)));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setPhase('processing');
    await wait(PROCESSING_MS);
    try {
      await enroll(course.uid, course.price);
      setPhase('success');
      await wait(SUCCESS_CLOSE_MS);
      notifySuccess('Enrollment successful! Welcome to the course.');
      onEnrolled();
    } catch (err) {
      setPhase('form');
      setError(err instanceof Error ? err.message : 'Failed to enroll. Please try again.');
    }
  };

  return (
    <Modal opened onClose={phase === 'processing' ? () => undefined : onClose} title="Enroll in course" centered size="md">
      {phase === 'success' ? (
        <div className={classes.success} role="status">
          <IconCircleCheck size={56} aria-hidden />
          <h3>Enrolled Successfully</h3>
          <p>You can start learning right away.</p>
        </div>
      ) : !user ? (
        <Alert color="ball">User information not available</Alert>
      ) : (
        <form onSubmit={onSubmit} className={classes.form}>
          <dl className={classes.summary}>
            <div>
              <dt>Course</dt>
              <dd>{course.title}</dd>
            </div>
            <div>
              <dt>Price</dt>
              <dd>{formatRupees(course.price)}</dd>
            </div>
            <div>
              <dt>Duration</dt>
              <dd>{course.duration}</dd>
            </div>
            <div>
              <dt>Name</dt>
              <dd>{user.name}</dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>{user.email}</dd>
            </div>
          </dl>
          <p className={classes.demo}>
            <IconLock size={14} aria-hidden /> Demo payment: card details stay in your browser and are never sent.
          </p>
          <TextInput
            label="Card number"
            required
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
            maxLength={19}
            value={card.number}
            onChange={(e) => setCard({ ...card, number: e.currentTarget.value })}
          />
          <Group grow>
            <TextInput
              label="Expiry"
              required
              autoComplete="cc-exp"
              placeholder="MM/YY"
              maxLength={5}
              value={card.expiry}
              onChange={(e) => setCard({ ...card, expiry: e.currentTarget.value })}
            />
            <TextInput
              label="CVC"
              required
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              maxLength={4}
              value={card.cvc}
              onChange={(e) => setCard({ ...card, cvc: e.currentTarget.value })}
            />
          </Group>
          {error && (
            <Alert color="ball" role="alert">
              {error}
            </Alert>
          )}
          <Button type="submit" size="md" loading={phase === 'processing'} fullWidth>
            Pay & Enroll
          </Button>
        </form>
      )}
    </Modal>
  );
}
