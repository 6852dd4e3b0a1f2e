/**
 * How every rule on the site (the score, compare picks, rankings, the finder) reads a fact with more than one
 * reading, one function per fact: a disputed fact counts at its less favourable reading (DISPUTE_RULE); a
 * weak source's other reading moves no rule.
 */
import { LOGS_POLICIES as LOGS_ORDER } from './fact-values';
import { disputingReadings } from './evidence';
import type { Provenance } from './provenance';

/** The words pages say once wherever a rule reads a disputed fact. */
export const DISPUTE_RULE =
  'where two sources disagree on a device limit, a refund window or a logging policy, our rules read it at its less favourable value (fewer devices, a shorter refund window, more logging); a disputed price or network size is shown with the other value and compared as we list it';

/** Devices as a number: unlimited is Infinity; a limit that depends on the plan counts its highest. */
function deviceCount(value: unknown): number | null {
  if (typeof value === 'number') return value === 0 ? Number.POSITIVE_INFINITY : value;
  if (Array.isArray(value) && value.length === 2 && typeof value[1] === 'number') return value[1];
  return null;
}

/** The values a rule weighs: the one shown, then each disputing reading's. */
function readings(shown: unknown, p: Provenance | null | undefined): unknown[] {
  return [shown, ...disputingReadings(p).map((r) => r.value)];
}

/** Devices as rules read them: the fewest reading that counts (Infinity: unlimited); null = none. */
export function ruleDevices(s: {
  deviceLimit: number | readonly [number, number] | null;
  provenance: { devices: Provenance };
}): number | null {
  const counts = readings(s.deviceLimit, s.provenance.devices)
    .map(deviceCount)
    .filter((n): n is number => n !== null);
  return counts.length === 0 ? null : Math.min(...counts);
}

/** The money-back window in days as rules read it: the shortest reading that counts ("none" counts as 0). */
export function ruleRefundDays(s: {
  moneyBackDays: number | null;
  provenance: { refund: Provenance };
}): number | null {
  const days = readings(s.moneyBackDays, s.provenance.refund)
    .map((v) => (v === 'none' ? 0 : typeof v === 'number' ? v : null))
    .filter((n): n is number => n !== null);
  return days.length === 0 ? null : Math.min(...days);
}

/** The logging policy as rules read it: the one that keeps most, of the readings that count. */
export function ruleLogsPolicy(s: {
  logsPolicy: (typeof LOGS_ORDER)[number];
  provenance: { logging: Provenance };
}): (typeof LOGS_ORDER)[number] {
  const stated = readings(s.logsPolicy, s.provenance.logging).filter((v): v is (typeof LOGS_ORDER)[number] =>
    LOGS_ORDER.includes(v as (typeof LOGS_ORDER)[number]),
  );
  return stated.reduce(
    (worst, v) => (LOGS_ORDER.indexOf(v) > LOGS_ORDER.indexOf(worst) ? v : worst),
    s.logsPolicy,
  );
}
