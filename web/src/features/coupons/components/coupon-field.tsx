// The field may load before any other form on the page: it brings the input's own CSS.
import '@mantine/core/styles/Input.layer.css';

import { Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';

import { CouponCodeSchema, type CouponQuoteView } from '@contract';
import { formatRupees } from '@contract/money';

import { quoteCoupon } from '../api/quote-coupon';

import classes from './coupon-field.module.css';


interface CouponFieldProps {
  courseId: string;
  /** The applied quote, or null once the code is removed (or none applies). */
  onChange: (quote: CouponQuoteView | null) => void;
  disabled?: boolean;
}

/**
 * A coupon code and its Apply button: asks the server for the price with the code and shows it,
 * or why the code does not apply. The server works the price out again when the order is made.
 */
export function CouponField({ courseId, onChange, disabled }: CouponFieldProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [applied, setApplied] = useState<CouponQuoteView | null>(null);
  const [checking, setChecking] = useState(false);

  const apply = async () => {
    const parsed = CouponCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please enter a valid coupon code');
      return;
    }
    setChecking(true);
    setError(null);
    try {
      const quote = await quoteCoupon(courseId, parsed.data);
      setApplied(quote);
      onChange(quote);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Could not check the coupon code. Please try again.');
      setApplied(null);
      onChange(null);
    } finally {
      setChecking(false);
    }
  };

  const remove = () => {
    setApplied(null);
    setCode('');
    setError(null);
    onChange(null);
  };

  if (applied) {
    return (
      <div className={classes.applied} role="status">
        <Text size="sm">
          Coupon <strong>{applied.code}</strong> applied: {formatRupees(applied.discount)} off.{' '}
          <span className={classes.total}>You pay {formatRupees(applied.amount)}</span>{' '}
          <span className={classes.was}>
            (was <s>{formatRupees(applied.listPrice)}</s>)
          </span>
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={remove} disabled={disabled}>
          Remove coupon
        </Button>
      </div>
    );
  }

  return (
    <TextInput
      label="Coupon code"
      placeholder="Have a code?"
      value={code}
      maxLength={40}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      error={error}
      disabled={disabled}
      onChange={(event) => {
        setCode(event.currentTarget.value);
        if (error) setError(null);
      }}
      onKeyDown={(event) => {
        // Enter applies the code instead of submitting the form around it.
        if (event.key === 'Enter') {
          event.preventDefault();
          void apply();
        }
      }}
      inputContainer={(input) => (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <div className={classes.input}>{input}</div>
          <Button
            variant="light"
            size="md"
            className={classes.apply}
            onClick={() => void apply()}
            loading={checking}
            disabled={disabled || !code.trim()}
          >
            Apply
          </Button>
        </Group>
      )}
    />
  );
}
