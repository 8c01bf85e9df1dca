/** The store iframe modal (desktop cart-iframe variant): shows the checkout page; closing goes through the counter. */
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useLingui } from '@lingui/react/macro';
import { Modal } from '../../ui/Modal';
import { markStoreFrameLoaded, requestStoreClose, setStoreFrameWindow } from './store-frame';
import { storeState } from './store-state';
import './pricing.css';

export function StoreFrameModal() {
  const { t } = useLingui();
  const { storeFrame } = useSnapshot(storeState);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    setStoreFrameWindow(frame.current?.contentWindow ?? null);
    return () => setStoreFrameWindow(null);
  }, [storeFrame?.url]);
  if (!storeFrame) return null;
  return (
    <Modal title={t`Checkout`} hideTitle onClose={requestStoreClose} width={720} className="store-modal">
      <iframe
        ref={frame}
        className="store-frame"
        title={t`Store checkout`}
        src={storeFrame.url}
        onLoad={markStoreFrameLoaded}
      />
    </Modal>
  );
}
