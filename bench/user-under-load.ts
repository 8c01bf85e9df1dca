import autocannon from 'autocannon';
import { signUpForToken, startBenchServer } from './support/bench-server';

/**
 * POST /v1/user latency while four engine jobs run (ENGINE_CONCURRENCY=4): the engine works in worker threads,
 * so the API should stay responsive.
 */
export async function userRpsWhileEngineRuns(): Promise<{
  rps: number;
  p50: number;
  p99: number;
  jobs: number;
}> {
  const server = await startBenchServer({ ENGINE_CONCURRENCY: '4', SIGNUP_CREDITS: '20' });
  try {
    const token = await signUpForToken(server.url, `load-${Date.now()}@example.com`);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const prompts = [
      'a storm over a harbour',
      'a neon city at night',
      'a slow forest sunrise',
      'waves on dunes',
    ];
    const ids: string[] = [];
    for (const prompt of prompts) {
      const res = await fetch(`${server.url}/v1/ai/create/text2video`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ params: { prompt, duration: 6 } }),
      });
      const body = (await res.json()) as { code: number; data: { task_id: string }; msg: string };
      if (body.code !== 0) throw new Error(`create failed: ${body.msg}`);
      ids.push(body.data.task_id);
    }
    // Let the four jobs get going before measuring.
    await new Promise((r) => setTimeout(r, 1500));
    const result = await autocannon({
      url: `${server.url}/v1/user`,
      method: 'POST',
      connections: 10,
      duration: 5,
      headers: { authorization: headers.authorization },
    });
    const running = server.db
      .prepare(
        "SELECT COUNT(*) AS n FROM tasks WHERE phase = 'running' AND id IN (SELECT value FROM json_each(?))",
      )
      .get(JSON.stringify(ids)) as { n: number };
    return {
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      jobs: running.n,
    };
  } finally {
    await server.close();
  }
}
