import { useEffect } from 'react';
import { SessionLayer } from '../features/session/SessionLayer';
import { loadAccount } from '../features/session/session-actions';
import { followTaskCharges } from '../features/tasks/follow-charges';
import { PricingLayer } from '../features/pricing/PricingLayer';
import { DriveLayer } from '../features/drive/DriveLayer';
import { FeedbackLayer } from '../features/feedback/FeedbackLayer';

/**
 * What the shell runs once the page is live, though no first screen shows it: the session (sign-in dialog,
 * renewal, the header's balance), and the purchase, drive and feedback surfaces, which load when opened.
 */
export default function Layers() {
  useEffect(() => {
    // The header balance and the free trial (sign-up credits left) follow charges and refunds, wherever the task
    // was started or seen to end.
    return followTaskCharges(() => void loadAccount());
  }, []);
  return (
    <>
      <PricingLayer />
      <DriveLayer />
      <FeedbackLayer />
      <SessionLayer />
    </>
  );
}
