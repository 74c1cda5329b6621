// The field may load before any other form on the page: it brings the input's own CSS.
import '@mantine/core/styles/Input.layer.css';

import { Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';

import { CouponCodeSchema, type CouponQuoteView } from '@contract';
import { formatRupees } from '@contract/money';
import { T, useT } from '@/lib/i18n/use-t';

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
  const t = useT();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [applied, setApplied] = useState<CouponQuoteView | null>(null);
  const [checking, setChecking] = useState(false);

  const apply = async () => {
    const parsed = CouponCodeSchema.safeParse(code);
    if (!parsed.success) {
      // The code's own checks say only that it is not one.
      setError(t('coupon.invalid'));
      return;
    }
    setChecking(true);
    setError(null);
    try {
      const quote = await quoteCoupon(courseId, parsed.data);
      setApplied(quote);
      onChange(quote);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('coupon.checkFailed'));
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
          <T
            id="coupon.applied"
            values={{ code: applied.code, discount: formatRupees(applied.discount) }}
            components={{ 0: <strong /> }}
          />{' '}
          <span className={classes.total}>{t('coupon.youPay', { amount: formatRupees(applied.amount) })}</span>{' '}
          <span className={classes.was}>
            <T id="coupon.was" values={{ listPrice: formatRupees(applied.listPrice) }} components={{ 0: <s /> }} />
          </span>
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={remove} disabled={disabled}>
          {t('coupon.remove')}
        </Button>
      </div>
    );
  }

  return (
    <TextInput
      label={t('coupon.label')}
      placeholder={t('coupon.placeholder')}
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
            {t('coupon.apply')}
          </Button>
        </Group>
      )}
    />
  );
}
