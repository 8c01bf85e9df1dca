import { proxy } from 'valtio';

/** Whether the feedback modal is open (opened from the account panel and the user menu). */
export const feedbackState = proxy({ open: false });

export function openFeedback(): void {
  feedbackState.open = true;
}

export function closeFeedback(): void {
  feedbackState.open = false;
}
