import { Loader } from '@mantine/core';
import { IconAlertTriangle, IconShieldCheck, IconShieldX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

import { useT } from '@/lib/i18n/use-t';

import { checkCredential, type CredentialCheck as Check } from '../lib/check-credential';

import classes from './credential-check.module.css';

/**
 * The signature check of a certificate's Open Badges credential, done in this browser against the
 * key the site publishes (so the page does not just repeat what the server says).
 */
export function CredentialCheck({ jwt, hash }: { jwt: string; hash: string }) {
  const [done, setDone] = useState<{ jwt: string; result: Check } | null>(null);
  useEffect(() => {
    let current = true;
    void checkCredential(jwt, hash).then((result) => current && setDone({ jwt, result }));
    return () => {
      current = false;
    };
  }, [jwt, hash]);
  const check: Check = done?.jwt === jwt ? done.result : { state: 'checking' };
  const t = useT();

  if (check.state === 'checking') {
    return (
      <p className={classes.line} role="status">
        <Loader size="xs" /> {t('certificate.checking')}
      </p>
    );
  }
  if (check.state === 'invalid') {
    return (
      <p className={`${classes.line} ${classes.bad}`} role="status">
        <IconShieldX size={20} aria-hidden /> {t('certificate.signatureInvalid', { reason: check.reason })}
      </p>
    );
  }
  return (
    <p className={`${classes.line} ${check.revoked ? classes.warn : classes.good}`} role="status">
      {check.revoked ? <IconAlertTriangle size={20} aria-hidden /> : <IconShieldCheck size={20} aria-hidden />}
      {check.revoked
        ? t('certificate.signatureRevoked', { signer: check.signer })
        : t('certificate.signatureValid', { signer: check.signer })}
    </p>
  );
}
