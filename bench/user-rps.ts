import autocannon from 'autocannon';
import { signUpForToken } from './support/bench-server';
import { startChildServer, type ChildServer } from './support/child-server';
import type { Envelope } from '../src/core/contract/envelope';
import type { CreateTaskData, TaskDto } from '../src/core/contract/tasks';
import { isTaskFinished, TASK_STATUS_SUCCESS } from '../src/core/task-status';

export interface ReadRow {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** req/s over the bare route's req/s in the same run. */
  ratio: number;
  /** CPU time the server process spent per request (µs), measured in the same runs. */
  cpuMicros: number;
  /** The bare route's CPU per request over this one's: the same ratio by cost, steadier on a busy machine. */
  cpuRatio: number;
}

interface Target {
  label: string;
  server: ChildServer;
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** API routes answer the envelope; the bare route answers {ok: 1}. */
  envelope: boolean;
}

const CONNECTIONS = 50;
// Under load the server needs several seconds before V8 has optimised its hot paths.
const WARM_UP_SECONDS = 4;
const TASKS = 10;

async function envelopeOf<T>(res: Response): Promise<Envelope<T>> {
  const body = (await res.json()) as Envelope<T>;
  if (body.code !== 0) throw new Error(`${res.url}: ${body.code} ${body.msg}`);
  return body;
}

/** Ten finished text2image tasks of the token's account (the test engine makes each in a few ms). */
async function finishedTasks(baseUrl: string, authorization: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < TASKS; i++) {
    const res = await fetch(`${baseUrl}/v1/ai/create/text2image`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ params: { prompt: `bench ${i}`, steps: 2, step_ms: 1 } }),
    });
    ids.push((await envelopeOf<CreateTaskData>(res)).data.task_id);
  }
  for (const id of ids) {
    const giveUpAt = Date.now() + 15_000;
    for (;;) {
      const res = await fetch(`${baseUrl}/v1/ai/result/text2image/${id}`, { headers: { authorization } });
      const { data } = await envelopeOf<TaskDto>(res);
      if (data.status === TASK_STATUS_SUCCESS) break;
      if (isTaskFinished(data.status) || Date.now() > giveUpAt) throw new Error(`task ${id}: ${data.status}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  return ids;
}

type Run = Omit<ReadRow, 'label' | 'ratio' | 'cpuRatio'>;

function optionsOf(target: Target) {
  const { url, method, headers, body } = target;
  return { url, method, headers, body, connections: CONNECTIONS };
}

/** Checks one answer, then warms the route up (JIT, connections, statement caches) with an unmeasured run. */
async function warmUp(target: Target): Promise<void> {
  // A target that answers an error envelope would give a flattering figure.
  const first = await fetch(target.url, {
    method: target.method,
    headers: target.headers,
    body: target.body,
  });
  if (target.envelope) await envelopeOf(first);
  else if (!first.ok) throw new Error(`${target.url}: HTTP ${first.status}`);
  await autocannon({ ...optionsOf(target), duration: WARM_UP_SECONDS });
}

async function measure(target: Target, seconds: number): Promise<Run> {
  const cpuBefore = await target.server.cpuMicros();
  const r = await autocannon({ ...optionsOf(target), duration: seconds });
  const cpu = (await target.server.cpuMicros()) - cpuBefore;
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    cpuMicros: cpu / Math.max(1, r.requests.total),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Requests per second of the signed-in reads against a bare Fastify route, measured the same way in the same
 * run: each server in its own child process, autocannon from this process, keep-alive, 50 connections. After a
 * warm-up of each, `rounds` rounds measure every target for `seconds` in turn; a target's figures are those of
 * its median round and its ratio is the median of its per-round ratios to the bare route, so load from other
 * work on the machine drifting during the run skews both sides alike. The server process's CPU time per request
 * is measured in the same runs: on a machine shared with other work it is the steadier measure of cost.
 */
export async function signedInReadRps(seconds = 3, rounds = 3): Promise<ReadRow[]> {
  const bare = await startChildServer('bare');
  const server = await startChildServer('app');
  try {
    const authorization = `Bearer ${await signUpForToken(server.url, `bench-${Date.now()}@example.com`)}`;
    const [taskId] = await finishedTasks(server.url, authorization);
    const json = { authorization, 'content-type': 'application/json' };
    const targets: Target[] = [
      {
        label: 'GET /bare (plain Fastify)',
        server: bare,
        url: `${bare.url}/bare`,
        method: 'GET',
        envelope: false,
      },
      {
        label: 'POST /v1/user',
        server,
        url: `${server.url}/v1/user`,
        method: 'POST',
        headers: { authorization },
        envelope: true,
      },
      {
        label: 'GET /v1/ai/result (finished task)',
        server,
        url: `${server.url}/v1/ai/result/text2image/${taskId}`,
        method: 'GET',
        headers: { authorization },
        envelope: true,
      },
      {
        label: 'GET /v1/{algorithm}/progress',
        server,
        url: `${server.url}/v1/text2image/progress/${taskId}`,
        method: 'GET',
        headers: { authorization },
        envelope: true,
      },
      {
        label: `POST /v1/ai/task (${TASKS} tasks)`,
        server,
        url: `${server.url}/v1/ai/task`,
        method: 'POST',
        headers: json,
        body: '{}',
        envelope: true,
      },
    ];
    for (const target of targets) await warmUp(target);
    const runs: Run[][] = targets.map(() => []);
    for (let round = 0; round < rounds; round++) {
      for (const [i, target] of targets.entries()) runs[i].push(await measure(target, seconds));
    }
    return targets.map((target, i) => {
      const ratios = runs[i].map((run, round) => run.rps / runs[0][round].rps);
      const cpuRatios = runs[i].map((run, round) => runs[0][round].cpuMicros / run.cpuMicros);
      const typical = runs[i].find((run) => run.rps === median(runs[i].map((r) => r.rps)))!;
      const errors = runs[i].reduce((sum, run) => sum + run.errors, 0);
      return {
        label: target.label,
        ...typical,
        errors,
        ratio: median(ratios),
        cpuMicros: median(runs[i].map((run) => run.cpuMicros)),
        cpuRatio: median(cpuRatios),
      };
    });
  } finally {
    await Promise.all([bare.close(), server.close()]);
  }
}

export function formatReadRow(r: ReadRow): string {
  return (
    `${r.label.padEnd(36)} ${String(r.rps).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  ` +
    `errors ${r.errors}  ${r.ratio.toFixed(2)}× bare  | server CPU ${r.cpuMicros.toFixed(0)} µs/req, ` +
    `${r.cpuRatio.toFixed(2)}× bare`
  );
}
