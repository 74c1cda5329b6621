import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Loader, NativeSelect, TextInput } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { CouponInputSchema, CouponUpdateSchema, type CouponInput, type CouponUpdate, type CouponView } from '@contract';

import { adminPaths } from '@/config/paths';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { notifyApiError, notifySuccess } from '@/lib/notify';
import { useApiData } from '@/lib/use-api-data';

import { getAdminCourses } from '../courses/course-api';
import classes from '../shared/admin.module.css';

import { indiaDate } from './coupon-terms';
import { getCoupon, saveCoupon } from './coupons-api';

/** What the fields hold: text as typed; the contract's schema turns it into the API's body. */
interface CouponFormValues {
  code: string;
  kind: 'percent' | 'fixed';
  value: string;
  courseId: string;
  expiresAt: string;
  usageLimit: string;
  isActive: boolean;
}
const FIELDS = ['code', 'kind', 'value', 'courseId', 'expiresAt', 'usageLimit', 'isActive'] as const;

function valuesOf(coupon: CouponView | null): CouponFormValues {
  return {
    code: coupon?.code ?? '',
    kind: coupon?.kind ?? 'percent',
    value: coupon ? String(coupon.value) : '',
    courseId: coupon?.courseId ?? '',
    expiresAt: indiaDate(coupon?.expiresAt ?? null),
    usageLimit: coupon?.usageLimit === null || coupon?.usageLimit === undefined ? '' : String(coupon.usageLimit),
    isActive: coupon?.isActive ?? true,
  };
}

type CouponResolver = Resolver<CouponFormValues, unknown, CouponInput | CouponUpdate>;
/** The contract's schemas check the form; an edit leaves the code out, since it never changes. */
const createResolver = zodResolver(CouponInputSchema) as unknown as CouponResolver;
const updateTermsResolver = zodResolver(CouponUpdateSchema) as unknown as CouponResolver;
const updateResolver: CouponResolver = ({ code: _code, ...terms }, context, options) =>
  updateTermsResolver(terms as CouponFormValues, context, options);

function CouponForm({ coupon, courses }: { coupon: CouponView | null; courses: { value: string; label: string }[] }) {
  const navigate = useNavigate();
  const editing = coupon !== null;
  const form = useForm<CouponFormValues, unknown, CouponInput | CouponUpdate>({
    resolver: editing ? updateResolver : createResolver,
    defaultValues: valuesOf(coupon),
  });
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState;
  const kind = useWatch({ control: form.control, name: 'kind' });

  const submit = form.handleSubmit(async (values) => {
    try {
      notifySuccess(await saveCoupon(coupon?.id ?? null, values));
      void navigate(adminPaths.coupons);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELDS);
      notifyApiError(error, editing ? 'Failed to update coupon' : 'Failed to create coupon');
      throw error;
    }
  });

  return (
    <form
      className={classes.form}
      onSubmit={(event) => void submit(event).catch(() => undefined)}
      noValidate
      aria-label={editing ? 'Edit coupon' : 'Add coupon'}
    >
      {editing ? (
        <TextInput label="Code" description="A code cannot change once created." readOnly value={coupon.code} />
      ) : (
        <TextInput
          label="Code *"
          description="Letters, digits, - and _; learners may type it in any case."
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          styles={{ input: { textTransform: 'uppercase' } }}
          error={errors.code?.message}
          {...form.register('code')}
        />
      )}
      <NativeSelect
        label="Discount type *"
        data={[
          { value: 'percent', label: 'Percent off the price' },
          { value: 'fixed', label: 'Fixed amount off (₹)' },
        ]}
        error={errors.kind?.message}
        {...form.register('kind')}
      />
      <TextInput
        label={kind === 'percent' ? 'Percent off *' : 'Rupees off *'}
        description={
          kind === 'percent'
            ? 'Up to 100, two decimals at most. 100 makes the course free.'
            : 'Whole rupees, off the price including GST.'
        }
        inputMode="decimal"
        error={errors.value?.message}
        {...form.register('value')}
      />
      <NativeSelect
        label="Course"
        data={[{ value: '', label: 'All courses' }, ...courses]}
        error={errors.courseId?.message}
        {...form.register('courseId')}
      />
      <TextInput
        label="Expires on"
        type="date"
        description="Works until the end of this day (India time). Leave empty for no expiry."
        error={errors.expiresAt?.message}
        {...form.register('expiresAt')}
      />
      <TextInput
        label="Usage limit"
        inputMode="numeric"
        description="How many orders may use it. Leave empty for no limit."
        error={errors.usageLimit?.message}
        {...form.register('usageLimit')}
      />
      <Checkbox label="Active" {...form.register('isActive')} />
      <div className={classes.formActions}>
        <Button type="submit" loading={isSubmitting} disabled={isSubmitting || isSubmitSuccessful}>
          {editing ? (isSubmitting ? 'Updating...' : 'Update Coupon') : isSubmitting ? 'Creating...' : 'Create Coupon'}
        </Button>
        <Button variant="default" component={Link} to={adminPaths.coupons}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** /admin/coupons/add and /admin/coupons/edit/:id */
export function CouponFormPage() {
  const { id } = useParams();
  const loaded = useApiData(
    async (signal) => {
      const [coupon, courses] = await Promise.all([id ? getCoupon(id, signal) : Promise.resolve(null), getAdminCourses(signal)]);
      return { coupon, courses: courses.map((course) => ({ value: course.uid, label: course.title })) };
    },
    [id ?? ''],
  );
  return (
    <>
      <div className={classes.header}>
        <h2>{id ? 'Edit Coupon' : 'Add Coupon'}</h2>
        <Button variant="subtle" component={Link} to={adminPaths.coupons} leftSection={<IconArrowLeft size={16} aria-hidden />}>
          Back to Coupons
        </Button>
      </div>
      {loaded.status === 'loading' && <Loader role="status" aria-label="Loading" />}
      {loaded.status === 'error' && (
        <Alert color="red" title="Failed to load coupon">
          {loaded.notFound ? 'This coupon no longer exists.' : loaded.message}
        </Alert>
      )}
      {loaded.status === 'ready' && <CouponForm key={id ?? 'new'} coupon={loaded.data.coupon} courses={loaded.data.courses} />}
    </>
  );
}
