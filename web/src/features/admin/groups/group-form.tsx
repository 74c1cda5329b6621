import { zodResolver } from '@hookform/resolvers/zod';
import { GST_STATES, GroupInputSchema, MAX_VOLUME_DISCOUNT_PERCENT, type AdminGroupView, type GroupInput } from '@contract';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { useForm, type Resolver } from 'react-hook-form';
import { Link } from 'react-router-dom';

import { applyServerFieldErrors } from '@/lib/form-errors';
import { notifyApiError, notifySuccess } from '@/lib/notify';

import classes from '../shared/admin.module.css';

import { saveGroup } from './groups-api';
import styles from './groups.module.css';

/** What the fields hold, as typed; the contract's schema turns it into the API's body. */
interface GroupFormValues {
  name: string;
  legalName: string;
  billingAddress: { line1: string; line2: string; city: string; pinCode: string };
  stateCode: string;
  gstin: string;
  billingEmail: string;
  emailDomain: string;
  volumeDiscountPercent: string;
}
const FIELDS = [
  'name',
  'legalName',
  'billingAddress.line1',
  'billingAddress.line2',
  'billingAddress.city',
  'billingAddress.pinCode',
  'stateCode',
  'gstin',
  'billingEmail',
  'emailDomain',
  'volumeDiscountPercent',
] as const;
const resolver = zodResolver(GroupInputSchema) as unknown as Resolver<GroupFormValues, unknown, GroupInput>;

function valuesOf(group: AdminGroupView | null): GroupFormValues {
  return {
    name: group?.name ?? '',
    legalName: group?.legalName ?? '',
    billingAddress: {
      line1: group?.billingAddress.line1 ?? '',
      line2: group?.billingAddress.line2 ?? '',
      city: group?.billingAddress.city ?? '',
      pinCode: group?.billingAddress.pinCode ?? '',
    },
    stateCode: group?.stateCode ?? '',
    gstin: group?.gstin ?? '',
    billingEmail: group?.billingEmail ?? '',
    emailDomain: group?.emailDomain ?? '',
    volumeDiscountPercent: String(group?.volumeDiscountPercent ?? 0),
  };
}

interface GroupFormProps {
  /** The group to edit, or null to create one. */
  group: AdminGroupView | null;
  onSaved: (group: AdminGroupView) => void;
  /** Where Cancel leads (the add page), or what it does (an edit in place). */
  cancel: { to: string } | { onClick: () => void };
}

/** A group's details: the names, where its tax invoice goes (address, state, GSTIN), its domain and discount. */
export function GroupForm({ group, onSaved, cancel }: GroupFormProps) {
  const editing = group !== null;
  const form = useForm<GroupFormValues, unknown, GroupInput>({ resolver, defaultValues: valuesOf(group) });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await saveGroup(group?.id ?? null, values);
      notifySuccess(saved.message);
      onSaved(saved.group);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELDS);
      notifyApiError(error, editing ? 'Failed to update the group' : 'Failed to create the group');
    }
  });

  return (
    <form
      className={classes.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={editing ? 'Edit group' : 'Add group'}
    >
      <div className={styles.formRow}>
        <TextInput label="Name *" description="As your people know it" error={errors.name?.message} {...form.register('name')} />
        <TextInput
          label="Legal name *"
          description="As registered: printed on the tax invoice"
          error={errors.legalName?.message}
          {...form.register('legalName')}
        />
      </div>
      <fieldset className={styles.fieldset}>
        <legend>Billing address</legend>
        <TextInput label="Address *" error={errors.billingAddress?.line1?.message} {...form.register('billingAddress.line1')} />
        <TextInput
          label="Address line 2"
          error={errors.billingAddress?.line2?.message}
          {...form.register('billingAddress.line2')}
        />
        <div className={styles.formRow}>
          <TextInput label="City *" error={errors.billingAddress?.city?.message} {...form.register('billingAddress.city')} />
          <TextInput
            label="PIN code *"
            inputMode="numeric"
            maxLength={6}
            error={errors.billingAddress?.pinCode?.message}
            {...form.register('billingAddress.pinCode')}
          />
        </div>
        <NativeSelect
          size="md"
          label="State *"
          description="The place of supply on its invoices"
          data={[
            { value: '', label: 'Choose a state' },
            ...GST_STATES.map((state) => ({ value: state.code, label: `${state.name} (${state.code})` })),
          ]}
          error={errors.stateCode?.message}
          {...form.register('stateCode')}
        />
      </fieldset>
      <div className={styles.formRow}>
        <TextInput
          label="GSTIN"
          description="Optional: with it, its invoices are B2B"
          autoComplete="off"
          spellCheck={false}
          maxLength={15}
          styles={{ input: { textTransform: 'uppercase' } }}
          error={errors.gstin?.message}
          {...form.register('gstin')}
        />
        <TextInput
          label="Billing email *"
          type="email"
          description="Proformas and invoices are mailed here"
          error={errors.billingEmail?.message}
          {...form.register('billingEmail')}
        />
      </div>
      <div className={styles.formRow}>
        <TextInput
          label="Email domain"
          description="Optional, e.g. association.org.in"
          autoComplete="off"
          spellCheck={false}
          error={errors.emailDomain?.message}
          {...form.register('emailDomain')}
        />
        <TextInput
          label="Volume discount (%)"
          inputMode="numeric"
          description={`0 to ${MAX_VOLUME_DISCOUNT_PERCENT}, off every seat order`}
          error={errors.volumeDiscountPercent?.message}
          {...form.register('volumeDiscountPercent')}
        />
      </div>
      <div className={classes.formActions}>
        <Button type="submit" loading={isSubmitting}>
          {editing ? 'Save changes' : 'Create Group'}
        </Button>
        {'to' in cancel ? (
          <Button variant="default" component={Link} to={cancel.to}>
            Cancel
          </Button>
        ) : (
          <Button variant="default" onClick={cancel.onClick}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
