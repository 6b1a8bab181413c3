import { Secret, TOTP } from 'otpauth';

/** RFC 6238's defaults, which every authenticator app reads: SHA-1, 6 digits, 30 s. */
const PERIOD_S = 30;

/** A new secret (160 bits, RFC 4226's recommendation), base32 as apps take it. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The `otpauth://` address an app reads from a QR code. */
export const totpUri = (secret: string, issuer: string, account: string) =>
  new TOTP({
    issuer,
    label: account,
    secret: Secret.fromBase32(secret),
    period: PERIOD_S,
  }).toString();

/**
 * The time step of a code that is right now (or one step either side: a phone's clock drifts, a
 * person types slowly), or null. A step at or before `lastStep` was used already: a code seen over
 * a shoulder or in a log cannot be used again.
 */
export function acceptedStep(
  secret: string,
  code: string,
  now: number,
  lastStep: number | null,
): number | null {
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    timestamp: now,
    period: PERIOD_S,
    window: 1,
  });
  if (delta === null) return null;
  const step = TOTP.counter({ timestamp: now, period: PERIOD_S }) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}
