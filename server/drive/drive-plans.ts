/** What each plan's cloud drive holds. The spec gives no sizes; chosen here and documented in README.md. */
import type { MembershipTier } from '../../src/core/pricing';

const GB = 1024 * 1024 * 1024;

export const DRIVE_TOTAL_SIZE: Readonly<Record<MembershipTier, number>> = {
  standard: 10 * GB,
  premium: 100 * GB,
};

/** Largest single file a drive takes. */
export const DRIVE_FILE_SIZE_LIMIT: Readonly<Record<MembershipTier, number>> = {
  standard: 2 * GB,
  premium: 5 * GB,
};
