import { GST_STATES, gstinProblem, type BillingDetails } from '@contract';
import { NativeSelect, TextInput } from '@mantine/core';

export interface BillingValues {
  stateCode: string;
  gstin: string;
  businessName: string;
}

export const EMPTY_BILLING: BillingValues = { stateCode: '', gstin: '', businessName: '' };

/** The GSTIN's problem as the server would state it, or null (an empty GSTIN is fine). */
export function billingError(values: BillingValues): string | null {
  const gstin = values.gstin.trim().toUpperCase();
  return gstin ? gstinProblem(gstin, values.stateCode || null) : null;
}

export function toBillingDetails(values: BillingValues): BillingDetails {
  return {
    stateCode: (values.stateCode || undefined) as BillingDetails['stateCode'],
    gstin: values.gstin.trim().toUpperCase() || undefined,
    businessName: values.businessName.trim() || undefined,
  };
}

/**
 * The billing step before checkout: the buyer's state (the invoice's place of supply) and, for an
 * academy or federation claiming input tax credit, its GSTIN and business name.
 */
export function BillingFields({
  values,
  onChange,
  gstinError,
  disabled,
}: {
  values: BillingValues;
  onChange: (values: BillingValues) => void;
  gstinError: string | null;
  disabled?: boolean;
}) {
  return (
    <>
      <NativeSelect
        label="State (for your tax invoice)"
        description="Leave it blank and the invoice names our state as the place of supply."
        value={values.stateCode}
        disabled={disabled}
        onChange={(event) => onChange({ ...values, stateCode: event.currentTarget.value })}
        data={[{ value: '', label: 'Not given' }, ...GST_STATES.map((state) => ({ value: state.code, label: `${state.name} (${state.code})` }))]}
      />
      <TextInput
        label="GSTIN (optional)"
        description="For academies and federations that claim input tax credit."
        autoComplete="off"
        maxLength={15}
        value={values.gstin}
        disabled={disabled}
        error={gstinError}
        onChange={(event) => onChange({ ...values, gstin: event.currentTarget.value.toUpperCase() })}
      />
      {values.gstin.trim() && (
        <TextInput
          label="Business name (optional)"
          autoComplete="organization"
          maxLength={120}
          value={values.businessName}
          disabled={disabled}
          onChange={(event) => onChange({ ...values, businessName: event.currentTarget.value })}
        />
      )}
    </>
  );
}
