/**
 * The reference deployment (compose.yaml, deploy/) says what the server reads: every variable it sets is one the
 * config reads, its probes are routes the app has, and its load balancer sends to both API processes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { configFromEnv } from '../../../server/config';
import { startTestApp, type TestApp } from './support/test-app';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

interface Service {
  build?: string;
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
}
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;
const appServices = Object.entries(services).filter(([, s]) => s.build === '.');
const apis = appServices.filter(([, s]) => !s.command).map(([name]) => name);
const workers = appServices.filter(([, s]) => s.command).map(([name]) => name);

/** `${NAME:?why}` as compose fills it from deploy/secrets.env: a value long enough for any check. */
const filled = (value: string) => value.replace(/\$\{[A-Z_]+[^}]*\}/g, 'x'.repeat(40));

/** The variables configFromEnv asks for, given this environment (it reads some only when others are set). */
function variablesRead(env: Record<string, string>): Set<string> {
  const asked = new Set<string>();
  const recorded = new Proxy(env, {
    get(target, name) {
      if (typeof name === 'string') asked.add(name);
      return target[name as string];
    },
  });
  configFromEnv(recorded);
  return asked;
}

let t: TestApp;
const routes = new Set<string>();
beforeAll(async () => {
  t = await startTestApp({ onRoute: (route) => routes.add(`${String(route.method)} ${route.url}`) });
});
afterAll(() => t.close());

describe('compose.yaml', () => {
  it('runs PostgreSQL, Redis, a load balancer, two API processes and two engine workers of this repo', () => {
    expect(apis).toHaveLength(2);
    expect(workers).toHaveLength(2);
    for (const name of workers) expect(services[name]!.command).toContain('server/worker.ts');
    expect(services.postgres?.image).toMatch(/^postgres:/);
    expect(services.redis?.image).toMatch(/^redis:/);
    expect(services.lb?.image).toMatch(/^haproxy:/);
    expect(read('Dockerfile')).toMatch(/CMD \[.*"server\/main\.ts"\]/);
  });

  it('sets only variables the server reads, and the same shared ones on every process', () => {
    for (const [name, service] of appServices) {
      const env = Object.fromEntries(
        Object.entries(service.environment ?? {}).map(([key, value]) => [key, filled(String(value))]),
      );
      const read = variablesRead(env);
      const unread = Object.keys(env).filter((key) => !read.has(key));
      expect(unread, `${name} sets variables the server does not read`).toEqual([]);
      expect(env).toMatchObject({ SHARED_DATA: '1', REDIS_URL: 'redis://redis:6379', DATA_DIR: '/data' });
      expect(env.DATABASE_URL).toMatch(/^postgres:\/\/[^@]+@postgres:5432\//);
    }
    for (const name of apis) {
      expect(services[name]!.environment).toMatchObject({ ENGINE_CONCURRENCY: '0' });
      expect(services[name]!.environment?.TOKEN_SECRET).toMatch(/^\$\{TOKEN_SECRET:\?/);
    }
    for (const name of workers)
      expect(Number(services[name]!.environment?.ENGINE_CONCURRENCY)).toBeGreaterThan(0);
  });

  it('probes routes the app has: the containers /healthz, the load balancer /readyz', () => {
    const lbConfig = read('deploy/haproxy.cfg');
    const probes = [
      ...apis.map(
        (name) => new URL(services[name]!.healthcheck!.test.join(' ').match(/http:\/\/[^'"]+/)![0]),
      ),
    ];
    for (const url of probes) {
      expect(url.pathname).toBe('/healthz');
      expect(url.port).toBe(services[apis[0]!]!.environment?.PORT);
    }
    const lbProbe = lbConfig.match(/^\s*option httpchk GET (\S+)/m)?.[1];
    expect(lbProbe).toBe('/readyz');
    for (const probe of [...probes.map((url) => url.pathname), lbProbe])
      expect(routes).toContain(`GET ${probe}`);
  });

  it('has the load balancer send to both API processes, on their port, once they are healthy', () => {
    const servers = [...read('deploy/haproxy.cfg').matchAll(/^\s*server \S+ ([\w-]+):(\d+)/gm)];
    expect(servers.map((m) => m[1]).sort()).toEqual([...apis].sort());
    for (const [, host, port] of servers) expect(services[host!]!.environment?.PORT).toBe(port);
    for (const name of apis) expect(services.lb?.depends_on?.[name]?.condition).toBe('service_healthy');
  });
});
