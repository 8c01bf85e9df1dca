/**
 * 'Credit Transitions' (sic, the product's own title): Acquisition/Consumption selector and a table of
 * Type, Details, Credits, Date in a 360 px infinite-scroll box whose bottom check is throttled to 100 ms.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { Trans, useLingui } from '@lingui/react/macro';
import { CREDIT_RECORD_TYPES, type CreditRecordType } from '../../core/contract/credit-records';
import { TRANSACTIONS_SCROLL_THROTTLE_MS } from '../../core/timing';
import { Modal } from '../../ui/Modal';
import { useIsMobile } from '../../ui/use-media';
import { formatDisplayDate } from '../../core/dates';
import { recordCredits, throttle } from './record-format';
import {
  hasMoreTransactions,
  loadMoreTransactions,
  reloadTransactions,
  transactionsState,
} from './transactions-state';
import './transactions.css';

/** Pixels from the bottom that count as "at the bottom". */
const BOTTOM_SLACK = 24;

export function TransactionsModal({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const mobile = useIsMobile();
  const s = useSnapshot(transactionsState);
  const box = useRef<HTMLDivElement>(null);
  const typeLabels: Record<CreditRecordType, string> = {
    Acquisition: t`Acquisition`,
    Consumption: t`Consumption`,
  };

  useEffect(() => {
    void reloadTransactions();
  }, []);

  const onScroll = useMemo(
    () =>
      throttle(() => {
        const el = box.current;
        if (el && el.scrollTop + el.clientHeight >= el.scrollHeight - BOTTOM_SLACK)
          void loadMoreTransactions();
      }, TRANSACTIONS_SCROLL_THROTTLE_MS),
    [],
  );

  return (
    <Modal title={t`Credit Transitions`} onClose={onClose} width={720} variant={mobile ? 'sheet' : 'center'}>
      <label className="tx-type">
        <span>
          <Trans>Type</Trans>
        </span>
        <select value={s.type} onChange={(e) => void reloadTransactions(e.target.value as CreditRecordType)}>
          {CREDIT_RECORD_TYPES.map((type) => (
            <option key={type} value={type}>
              {typeLabels[type]}
            </option>
          ))}
        </select>
      </label>
      <div className="tx-scroll" ref={box} onScroll={onScroll} data-testid="transactions-scroll">
        <table className="tx-table">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Type</Trans>
              </th>
              <th scope="col">
                <Trans>Details</Trans>
              </th>
              <th scope="col">
                <Trans>Credits</Trans>
              </th>
              <th scope="col">
                <Trans>Date</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {s.list.map((r, i) => (
              <tr key={i} className={r.status === 1 ? '' : 'tx-invalid'}>
                <td>{typeLabels[r.type] ?? r.type}</td>
                <td>{r.details}</td>
                <td className={r.type === 'Consumption' ? 'tx-minus' : 'tx-plus'}>
                  {recordCredits(r.type, r.credits)}
                </td>
                <td>{formatDisplayDate(r.date) ?? t`Invalid Date`}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {s.loaded && s.list.length === 0 && (
          <p className="muted tx-empty">
            <Trans>No records found.</Trans>
          </p>
        )}
        {s.loading && (
          <p className="muted tx-empty" role="status">
            <Trans>Loading…</Trans>
          </p>
        )}
        {s.loaded && s.list.length > 0 && !hasMoreTransactions(s) && (
          <p className="muted tx-empty">
            <Trans>All records shown ({s.total})</Trans>
          </p>
        )}
      </div>
    </Modal>
  );
}
