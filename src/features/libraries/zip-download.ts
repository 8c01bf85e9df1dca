import type { ZipPlan } from '../../sw-contract/api';
import { tasksClient } from '../tasks/sw-link';

/** Starts a download of `href` under `name` the way a person's click on a link would. */
function clickDownload(href: string, name: string): void {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/**
 * Opens a URL the service worker answers with an attachment in a hidden frame. Chromium sends an
 * `<a download>` request straight to the network, past the worker; a frame's navigation goes through it, and an
 * attachment answer leaves the page where it is.
 */
function downloadThroughWorker(url: string): void {
  const frame = document.createElement('iframe');
  frame.hidden = true;
  frame.title = 'download';
  frame.src = url;
  document.body.append(frame);
  // The frame is only the request's vehicle; the download lives on in the browser once it has started.
  setTimeout(() => frame.remove(), 60_000);
}

/**
 * Where no service worker runs (page-host mode) the page writes the ZIP itself with the same library; it sits in
 * memory once, which is the price of having no worker to stream it.
 */
async function buildInPage(plan: ZipPlan): Promise<void> {
  const { downloadZip } = await import('client-zip');
  async function* files() {
    for (const entry of plan.entries) {
      const response = await fetch(entry.url, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`${entry.name}: HTTP ${response.status}`);
      yield { name: entry.name, input: response };
    }
  }
  const blob = await downloadZip(files()).blob();
  const url = URL.createObjectURL(blob);
  clickDownload(url, plan.fileName);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Downloads the finished results of these tasks as one ZIP, streamed by the service worker (sw/zip-download.ts).
 * Resolves with the number of files once the download has started; 0 when none of them has a file.
 */
export async function downloadTasksZip(localIds: string[]): Promise<number> {
  const plan = await tasksClient().prepareZip(localIds);
  if (plan.entries.length === 0) return 0;
  if (plan.url) downloadThroughWorker(plan.url);
  else await buildInPage(plan);
  return plan.entries.length;
}
