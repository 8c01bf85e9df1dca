import { proxy } from 'valtio';
import { TOAST_MS } from '../core/timing';

export interface Toast {
  id: number;
  text: string;
  kind: 'info' | 'success' | 'error';
}

export const toastState = proxy<{ toasts: Toast[] }>({ toasts: [] });
let nextId = 1;

/** Shows a toast that closes itself after 3000 ms; several stack and reflow. */
export function showToast(text: string, kind: Toast['kind'] = 'info'): number {
  const id = nextId++;
  toastState.toasts.push({ id, text, kind });
  setTimeout(() => dismissToast(id), TOAST_MS);
  return id;
}

function dismissToast(id: number): void {
  const i = toastState.toasts.findIndex((t) => t.id === id);
  if (i >= 0) toastState.toasts.splice(i, 1);
}
