import { useSnapshot } from 'valtio';
import { toastState } from './toasts';
import './toasts.css';

export function Toasts() {
  const { toasts } = useSnapshot(toastState);
  return (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={`toast toast-${t.kind}`}>
          {t.text}
        </div>
      ))}
    </div>
  );
}
