import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_SEATS_PER_ORDER, SeatOrderInputSchema, type Course, type SeatOrderCreated, type SeatOrderInput } from '@contract';
import { Alert, Button, NativeSelect, TextInput } from '@mantine/core';
import { IconBuildingBank, IconFileDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';

import { formatPaise } from '@/lib/format-paise';
import { formatRupees } from '@/lib/format';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { notifyApiError } from '@/lib/notify';

import { downloadProforma, orderSeats } from '../api/group-api';

import classes from './groups.module.css';

interface BuySeatsValues {
  courseId: string;
  seats: string;
  payment: 'bank_transfer';
  poNumber: string;
}
const FIELDS = ['courseId', 'seats', 'poNumber'] as const;
const resolver = zodResolver(SeatOrderInputSchema) as unknown as Resolver<BuySeatsValues, unknown, SeatOrderInput>;

interface BuySeatsProps {
  groupId: string;
  courses: Course[];
  discountPercent: number;
  /** After an order is placed: the orders list shows it. */
  onOrdered: () => void;
  onClose: () => void;
}

/**
 * 'Buy seats': a course, how many, the group's purchase order. The server prices it; the manager
 * then pays by bank transfer against the proforma the order comes with.
 */
export function BuySeats({ groupId, courses, discountPercent, onOrdered, onClose }: BuySeatsProps) {
  const [placed, setPlaced] = useState<{ order: SeatOrderCreated; courseTitle: string; seats: number } | null>(null);
  const [downloading, setDownloading] = useState(false);
  const form = useForm<BuySeatsValues, unknown, SeatOrderInput>({
    resolver,
    defaultValues: { courseId: '', seats: '', payment: 'bank_transfer', poNumber: '' },
  });
  const { errors, isSubmitting } = form.formState;

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

  if (placed) {
    const { order } = placed;
    return (
      <Alert
        color="navy"
        variant="light"
        icon={<IconBuildingBank size={22} aria-hidden />}
        title="Order placed: pay by bank transfer"
        role="status"
      >
        <p>
          {placed.seats} seats of {placed.courseTitle}: <strong>{formatPaise(order.amount)}</strong> including GST. Proforma
          invoice <strong>{order.proformaNumber}</strong> is also mailed to your billing address.
        </p>
        <ol className={classes.bankSteps}>
          <li>Download the proforma: it carries our bank account, IFSC and the amount to pay.</li>
          <li>Pay by NEFT, RTGS or IMPS, quoting {order.proformaNumber} as the reference.</li>
          <li>If you deduct TDS under section 194J, pay the rest and send us the certificate later.</li>
          <li>We record your payment, your seats become available, and the tax invoice is issued to your GSTIN.</li>
        </ol>
        <div className={classes.formActions} style={{ marginTop: 14 }}>
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
        </div>
      </Alert>
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
          label="Purchase order number"
          description="Printed on the proforma and the tax invoice"
          autoComplete="off"
          error={errors.poNumber?.message}
          {...form.register('poNumber')}
        />
      </div>
      <p className={classes.muted} style={{ margin: 0 }}>
        Payment: bank transfer against a proforma invoice.
        {discountPercent > 0 && ` Your group's ${discountPercent} % volume discount is applied to the price.`}
      </p>
      <div className={classes.formActions}>
        <Button type="submit" loading={isSubmitting}>
          Place order
        </Button>
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
