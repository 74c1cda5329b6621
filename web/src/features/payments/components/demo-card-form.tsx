import type { Course, User } from '@contract';
import { Alert, Button, Group, TextInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';

import { useT } from '@/lib/i18n/use-t';

import { enroll } from '../api/enroll';
import { useTimers } from '../hooks/use-timers';

import classes from './enroll-modal.module.css';
import { EnrollSummary } from './enroll-summary';
import { PROCESSING_MS } from './enroll-timing';

/** The spec's demo card: required dummy fields, never sent, then the one-call enrolment. */
export function DemoCardForm({ course, user, onSuccess }: { course: Course; user: User; onSuccess: () => Promise<void> }) {
  const t = useT();
  const [phase, setPhase] = useState<'form' | 'processing'>('form');
  const [error, setError] = useState<string | null>(null);
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const wait = useTimers();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setPhase('processing');
    await wait(PROCESSING_MS);
    try {
      await enroll(course.uid, course.price);
    } catch (err) {
      setPhase('form');
      setError(err instanceof Error ? err.message : t('checkout.failed'));
      return;
    }
    await onSuccess();
  };

  return (
    <form onSubmit={onSubmit} className={classes.form}>
      <EnrollSummary course={course} user={user} config={null} />
      <p className={classes.demo}>
        <IconLock size={14} aria-hidden /> {t('checkout.demo.note')}
      </p>
      <TextInput
        label={t('checkout.demo.cardNumber')}
        required
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        maxLength={19}
        value={card.number}
        onChange={(e) => setCard({ ...card, number: e.currentTarget.value })}
      />
      <Group grow className={classes.row}>
        <TextInput
          label={t('checkout.demo.expiry')}
          required
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={5}
          value={card.expiry}
          onChange={(e) => setCard({ ...card, expiry: e.currentTarget.value })}
        />
        <TextInput
          label={t('checkout.demo.cvc')}
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
        {t('checkout.pay')}
      </Button>
    </form>
  );
}
