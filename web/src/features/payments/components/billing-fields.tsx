import {
  BillingAddressSchema,
  GST_STATES,
  GSTIN_DECLARATION,
  addressLines,
  gstStateName,
  gstinBillingProblems,
  type BillingDetails,
} from '@contract';
import { LOCALES, SOURCE_LOCALE } from '@contract/locales';
import { Alert, Checkbox, NativeSelect, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';

import { useLocale, useT } from '@/lib/i18n/use-t';

import classes from './billing-fields.module.css';
import { billingMessage } from './billing-messages';

export interface BillingValues {
  stateCode: string;
  gstin: string;
  businessName: string;
  line1: string;
  line2: string;
  city: string;
  pinCode: string;
  declared: boolean;
}

export const EMPTY_BILLING: BillingValues = {
  stateCode: '',
  gstin: '',
  businessName: '',
  line1: '',
  line2: '',
  city: '',
  pinCode: '',
  declared: false,
};

type Field = keyof BillingValues | 'email';
export type BillingErrors = Partial<Record<Field, string>>;

const ADDRESS_FIELDS: Record<string, keyof BillingValues> = { line1: 'line1', line2: 'line2', city: 'city', pinCode: 'pinCode' };

export const UNVERIFIED_EMAIL =
  'A tax invoice to a GSTIN goes only to a verified email address. Please open the link we mailed you, or leave the GSTIN empty for an invoice in your own name.';

const hasGstin = (values: BillingValues) => values.gstin.trim() !== '';

export function toBillingDetails(values: BillingValues): BillingDetails {
  const stateCode = (values.stateCode || undefined) as BillingDetails['stateCode'];
  const gstin = values.gstin.trim().toUpperCase();
  if (!gstin) return { stateCode };
  return {
    stateCode,
    gstin,
    businessName: values.businessName.trim() || undefined,
    billingAddress: {
      line1: values.line1.trim(),
      line2: values.line2.trim() || undefined,
      city: values.city.trim(),
      pinCode: values.pinCode.trim(),
    },
    gstinDeclared: values.declared,
  };
}

/**
 * What the server would refuse, field by field (the same rules, from the contract): nothing
 * without a GSTIN; with one, the GSTIN and its state, the legal name, the address, the declaration
 * and a verified email.
 */
export function billingErrors(values: BillingValues, emailVerified: boolean): BillingErrors {
  if (!hasGstin(values)) return {};
  const details = toBillingDetails(values);
  const errors: BillingErrors = {};
  const address = BillingAddressSchema.safeParse(details.billingAddress);
  if (!address.success)
    for (const issue of address.error.issues) {
      const field = ADDRESS_FIELDS[String(issue.path[0])];
      if (field && !errors[field]) errors[field] = issue.message;
    }
  for (const problem of gstinBillingProblems(details)) {
    if (problem.path === 'billingAddress') continue; // its own fields say what is missing
    const field = problem.path === 'gstinDeclared' ? 'declared' : (problem.path as Field);
    if (!errors[field]) errors[field] = problem.message;
  }
  if (!emailVerified) errors.email = UNVERIFIED_EMAIL;
  return errors;
}

/** The legal name and address as the invoice will print them, for the buyer to check before declaring. */
function BilledTo({ values }: { values: BillingValues }) {
  const t = useT();
  const details = toBillingDetails(values);
  const address = BillingAddressSchema.safeParse(details.billingAddress);
  if (!details.businessName || !address.success) return null;
  const state = gstStateName(values.stateCode);
  return (
    <div className={classes.billedTo} aria-label={t('checkout.billing.billedTo')} role="group">
      <p className={classes.billedToTitle}>{t('checkout.billing.billedTo')}</p>
      <p className={classes.strong}>{details.businessName}</p>
      {addressLines({ ...address.data, line2: address.data.line2 ?? null }).map((line) => (
        <p key={line}>{line}</p>
      ))}
      {state && <p>{state}</p>}
      <p>{t('checkout.billing.gstinLine', { gstin: details.gstin })}</p>
    </div>
  );
}

/**
 * The billing step before checkout: the buyer's state (the invoice's place of supply) and, for an
 * academy or federation claiming input tax credit, its GSTIN with the legal name, billing address
 * and declaration a B2B invoice needs (decision 0071).
 */
export function BillingFields({
  values,
  onChange,
  errors,
  emailVerified,
  resendVerification,
  disabled,
}: {
  values: BillingValues;
  onChange: (values: BillingValues) => void;
  /** Shown only once the buyer has tried to pay. */
  errors: BillingErrors;
  emailVerified: boolean;
  /** The auth feature's button that sends the verification mail again, for a buyer not yet verified. */
  resendVerification: ReactNode;
  disabled?: boolean;
}) {
  const t = useT();
  const language = useLocale();
  const business = hasGstin(values);
  const error = (field: keyof BillingValues) => {
    const message = errors[field];
    return message && billingMessage(t, message);
  };
  const text = (field: keyof BillingValues) => ({
    value: values[field] as string,
    disabled,
    error: error(field),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange({ ...values, [field]: event.currentTarget.value }),
  });
  const onGstin = (gstin: string) => {
    const code = gstin.trim().slice(0, 2);
    // The GSTIN's state fills an empty state; a chosen one is left for the check to compare.
    const stateCode = values.stateCode || (gstin.trim().length === 15 && gstStateName(code) ? code : '');
    onChange({ ...values, gstin, stateCode });
  };
  return (
    <>
      <NativeSelect
        label={t('checkout.billing.state')}
        description={business ? t('checkout.billing.stateBusiness') : t('checkout.billing.stateBlank')}
        value={values.stateCode}
        disabled={disabled}
        error={error('stateCode')}
        onChange={(event) => onChange({ ...values, stateCode: event.currentTarget.value })}
        data={[
          { value: '', label: t('checkout.billing.notGiven') },
          ...GST_STATES.map((state) => ({ value: state.code, label: `${state.name} (${state.code})` })),
        ]}
      />
      <TextInput
        label={t('checkout.billing.gstin')}
        description={t('checkout.billing.gstinHint')}
        autoComplete="off"
        maxLength={15}
        value={values.gstin}
        disabled={disabled}
        error={error('gstin')}
        onChange={(event) => onGstin(event.currentTarget.value.toUpperCase())}
      />
      {business && (
        <fieldset className={classes.business} disabled={disabled}>
          <legend>{t('checkout.billing.business')}</legend>
          {!emailVerified && (
            <Alert color="ball" role="alert" className={classes.notice}>
              <p>{t('checkout.error.unverifiedEmail')}</p>
              {resendVerification}
            </Alert>
          )}
          <TextInput
            label={t('checkout.billing.legalName')}
            description={t('checkout.billing.legalNameHint')}
            autoComplete="organization"
            maxLength={120}
            required
            {...text('businessName')}
          />
          <TextInput label={t('checkout.billing.address')} autoComplete="address-line1" maxLength={120} required {...text('line1')} />
          <TextInput label={t('checkout.billing.address2')} autoComplete="address-line2" maxLength={120} {...text('line2')} />
          <div className={classes.pair}>
            <TextInput label={t('checkout.billing.city')} autoComplete="address-level2" maxLength={60} required {...text('city')} />
            <TextInput
              label={t('checkout.billing.pin')}
              autoComplete="postal-code"
              inputMode="numeric"
              maxLength={6}
              required
              {...text('pinCode')}
            />
          </div>
          <BilledTo values={values} />
          <Checkbox
            label={t('checkout.billing.declaration')}
            // What the order records and the invoice is made out on is the English declaration: shown too, where the page is in another language.
            description={
              language === SOURCE_LOCALE ? undefined : (
                <>
                  {t('checkout.billing.declarationOriginal')} <span lang={LOCALES[SOURCE_LOCALE].hreflang}>{GSTIN_DECLARATION}</span>
                </>
              )
            }
            checked={values.declared}
            disabled={disabled}
            error={error('declared')}
            onChange={(event) => onChange({ ...values, declared: event.currentTarget.checked })}
          />
        </fieldset>
      )}
    </>
  );
}
