import autocannon from 'autocannon';
import { signUpForToken, startBenchServer } from './support/bench-server';

/** Requests per second for POST /v1/user on loopback (keep-alive, 50 connections, 5 s). */
export async function userEndpointRps(
  durationSeconds = 5,
): Promise<{ rps: number; p50: number; p99: number; errors: number }> {
  const server = await startBenchServer();
  try {
    const token = await signUpForToken(server.url, `bench-${Date.now()}@example.com`);
    const result = await autocannon({
      url: `${server.url}/v1/user`,
      method: 'POST',
      connections: 50,
      duration: durationSeconds,
      headers: { authorization: `Bearer ${token}` },
    });
    return {
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    };
  } finally {
    await server.close();
  }
}
