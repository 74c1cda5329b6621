import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@/ui/content/form-styles';

import { zodResolver } from '@hookform/resolvers/zod';
import {
  MAX_SEATS_PER_ORDER,
  SeatOrderInputSchema,
  type Course,
  type SeatOrderCreated,
  type SeatOrderInput,
  type SeatPayment,
} from '@contract';
import { Button, NativeSelect, Radio, Stack, TextInput } from '@mantine/core';
import { IconBuildingBank, IconFileDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';

import { formatPrice } from '@contract/money';
import { formatRupees } from '@/lib/format';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { notifyApiError } from '@/lib/notify';

import { downloadProforma, orderSeats } from '../api/group-api';

import { FormActions } from './form-actions';
import classes from './groups.module.css';
import { SeatCheckout } from './seat-checkout';
import { StatusPanel } from './status-panel';

interface BuySeatsValues {
  courseId: string;
  seats: string;
  payment: SeatPayment;
  poNumber: string;
}
const FIELDS = ['courseId', 'seats', 'payment', 'poNumber'] as const;
const resolver = zodResolver(SeatOrderInputSchema) as unknown as Resolver<BuySeatsValues, unknown, SeatOrderInput>;

interface BuySeatsProps {
  groupId: string;
  courses: Course[];
  discountPercent: number;
  /** After an order is placed, and again when a Razorpay order is paid: the orders list shows it. */
  onOrdered: () => void;
  /** A Razorpay order's webhook settled it: the seats overview shows its seats. */
  onPaid: () => void;
  onClose: () => void;
}

/**
 * 'Buy seats': a course, how many, and how to pay. The server prices it; the manager then pays now
 * through Razorpay Checkout, or by bank transfer against the proforma the order comes with (the
 * group's purchase order number required then, optional with Razorpay).
 */
export function BuySeats({ groupId, courses, discountPercent, onOrdered, onPaid, onClose }: BuySeatsProps) {
  const [placed, setPlaced] = useState<{ order: SeatOrderCreated; courseTitle: string; seats: number } | null>(null);
  const [downloading, setDownloading] = useState(false);
  const form = useForm<BuySeatsValues, unknown, SeatOrderInput>({
    resolver,
    defaultValues: { courseId: '', seats: '', payment: 'razorpay', poNumber: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const payment = useWatch({ control: form.control, name: 'payment' });

  const submit = form.handleSubmit(async (values) => {
    try {
      const { order } = await orderSeats(groupId, values);
      setPlaced({ order, courseTitle: courses.find((c) => c.uid === values.courseId)?.title ?? '', seats: values.seats });
      onOrdered();
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELDS);
      notifyApiError(error, 'Could not place the order');
    }
  });

  const proforma = async (orderId: string) => {
    setDownloading(true);
    try {
      await downloadProforma(groupId, orderId);
    } catch (error) {
      notifyApiError(error, 'Could not download the proforma');
    } finally {
      setDownloading(false);
    }
  };

  if (placed?.order.checkout) {
    return (
      <SeatCheckout
        groupId={groupId}
        order={{ ...placed.order, checkout: placed.order.checkout }}
        courseTitle={placed.courseTitle}
        seats={placed.seats}
        onPaid={() => {
          onOrdered();
          onPaid();
        }}
        onClose={onClose}
      />
    );
  }

  if (placed) {
    const { order } = placed;
    return (
      <StatusPanel
        tone="navy"
        icon={<IconBuildingBank size={22} aria-hidden />}
        title="Order placed: pay by bank transfer"
        actions={
          <>
            <Button
              leftSection={<IconFileDownload size={18} aria-hidden />}
              loading={downloading}
              onClick={() => void proforma(order.orderId)}
            >
              Download proforma (PDF)
            </Button>
            <Button variant="default" onClick={onClose}>
              Done
            </Button>
          </>
        }
      >
        <p>
          {placed.seats} seats of {placed.courseTitle}: <strong>{formatPrice(order.amount)}</strong> including GST. Proforma
          invoice <strong>{order.proformaNumber}</strong> is also mailed to your billing address.
        </p>
        <ol className={classes.bankSteps}>
          <li>Download the proforma: it carries our bank account, IFSC and the amount to pay.</li>
          <li>Pay by NEFT, RTGS or IMPS, quoting {order.proformaNumber} as the reference.</li>
          <li>If you deduct TDS under section 194J, pay the rest and send us the certificate later.</li>
          <li>We record your payment, your seats become available, and the tax invoice is issued to your GSTIN.</li>
        </ol>
      </StatusPanel>
    );
  }

  return (
    <form className={classes.form} onSubmit={(event) => void submit(event)} noValidate aria-label="Buy seats">
      <NativeSelect
        size="md"
        label="Course"
        data={[
          { value: '', label: 'Choose a course' },
          ...courses.map((course) => ({ value: course.uid, label: `${course.title} · ${formatRupees(course.price)} a seat` })),
        ]}
        error={errors.courseId?.message}
        {...form.register('courseId')}
      />
      <div className={classes.formRow}>
        <TextInput
          label="Seats"
          inputMode="numeric"
          description={`1 to ${MAX_SEATS_PER_ORDER.toLocaleString('en-IN')}`}
          error={errors.seats?.message}
          {...form.register('seats')}
        />
        <TextInput
          label={payment === 'bank_transfer' ? 'Purchase order number' : 'Purchase order number (optional)'}
          description={payment === 'bank_transfer' ? 'Printed on the proforma and the tax invoice' : 'Printed on the tax invoice'}
          autoComplete="off"
          error={errors.poNumber?.message}
          {...form.register('poNumber')}
        />
      </div>
      <Controller
        control={form.control}
        name="payment"
        render={({ field }) => (
          <Radio.Group
            label="Payment"
            value={field.value}
            onChange={(value) => field.onChange(value as SeatPayment)}
            error={errors.payment?.message}
          >
            <Stack gap="xs" mt={6}>
              <Radio
                value="razorpay"
                label="Pay now (card, UPI, netbanking)"
                description="Seats are ready as soon as the payment is confirmed"
              />
              <Radio
                value="bank_transfer"
                label="Bank transfer against a proforma"
                description="For a purchase order: pay by NEFT, RTGS or IMPS; seats are ready when we record the payment"
              />
            </Stack>
          </Radio.Group>
        )}
      />
      {discountPercent > 0 && (
        <p className={classes.muted} style={{ margin: 0 }}>
          Your group&apos;s {discountPercent} % volume discount is applied to the price.
        </p>
      )}
      <FormActions onCancel={onClose}>
        <Button type="submit" loading={isSubmitting}>
          {payment === 'bank_transfer' ? 'Place order' : 'Continue to payment'}
        </Button>
      </FormActions>
    </form>
  );
}
