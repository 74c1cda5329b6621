import { gstinProblem } from './contract/gst';
import { parseSigningJwk } from './features/credentials/signing-key';
import { firstNonRange } from './features/rate-limit/proxy-ranges';

/**
 * The settings each function cannot serve without in production, checked when an instance starts
 * (FUNCTION_TARGET names it), so a missing secret or variable fails the deploy's first start with
 * its name instead of some visitor's request later. Secrets are mounted as environment variables
 * (`secrets` in index.ts); the rest come from functions/.env.<project id> (docs/deploying.md, step 6). The
 * emulator runs on the local stack's stand-ins and is not checked.
 */
type Check = (value: string) => string | null;

const present: Check = () => null;
const httpsUrl: Check = (value) => {
  try {
    return new URL(value).protocol === 'https:' ? null : 'must be an https:// address';
  } catch {
    return 'must be an https:// address';
  }
};
const emailAddress: Check = (value) => (/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value) ? null : 'must be an email address');
const ed25519Jwk: Check = (value) => {
  try {
    parseSigningJwk(value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};
const longSecret: Check = (value) => (value.length >= 32 ? null : 'must be at least 32 characters');
const gstin: Check = (value) => gstinProblem(value, value.slice(0, 2));
const addressRanges: Check = (value) => {
  const bad = firstNonRange(value);
  return bad === null ? null : `holds ${bad}, which is not an address range (CIDR)`;
};

export const REQUIRED_SETTINGS: Record<'api' | 'ssr', Record<string, Check>> = {
  api: {
    SITE_URL: httpsUrl,
    COMPANY_INBOX: emailAddress,
    WEB_API_KEY: present,
    CREDENTIAL_SIGNING_KEY: ed25519Jwk,
    MEDIA_SIGNING_KEY: longSecret,
    RAZORPAY_KEY_ID: present,
    RAZORPAY_KEY_SECRET: present,
    RAZORPAY_WEBHOOK_SECRET: present,
    INVOICE_SUPPLIER_NAME: present,
    INVOICE_SUPPLIER_ADDRESS: present,
    INVOICE_SUPPLIER_GSTIN: gstin,
  },
  ssr: {
    SITE_URL: httpsUrl,
  },
};

/** What is missing or wrong for `fn`, one line each; empty when it may start. */
export function settingProblems(fn: keyof typeof REQUIRED_SETTINGS, env: NodeJS.ProcessEnv): string[] {
  const problems = Object.entries(REQUIRED_SETTINGS[fn]).flatMap(([name, check]) => {
    const value = env[name];
    if (!value) return [`${name} is not set`];
    const problem = check(value);
    return problem ? [`${name} ${problem}`] : [];
  });
  // The spec's demo card enrols without taking money: a local mode, never a live one.
  if (fn === 'api' && env.PAYMENT_PROVIDER === 'demo') problems.push('PAYMENT_PROVIDER=demo would enrol without payment');
  // Behind a proxy, a caller who skips Hosting could write the entry the per-client limits key on,
  // unless we know where Hosting connects from (decision 0005). Without any trusted hop (nothing
  // fronts the function) the last entry is the caller's own and the ranges do not matter.
  if (fn === 'api' && env.TRUSTED_PROXY_HOPS !== '0') {
    const value = env.TRUSTED_PROXY_RANGES ?? '';
    const problem = value.split(',').some((part) => part.trim()) ? addressRanges(value) : 'is not set';
    if (problem) problems.push(`TRUSTED_PROXY_RANGES ${problem}`);
  }
  return problems;
}

/** Throws, naming every problem, when `fn` is starting in production without what it needs. */
export function assertProductionSettings(fn: keyof typeof REQUIRED_SETTINGS, env: NodeJS.ProcessEnv = process.env): void {
  if (env.FUNCTIONS_EMULATOR === 'true' || env.FUNCTION_TARGET !== fn) return;
  const problems = settingProblems(fn, env);
  if (problems.length) throw new Error(`The ${fn} function cannot start: ${problems.join('; ')}. See docs/deploying.md.`);
}
