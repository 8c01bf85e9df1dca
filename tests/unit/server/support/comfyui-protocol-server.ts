/**
 * A stand-in ComfyUI server for the adapter tests, written from ComfyUI's documented API: `POST /upload/image`
 * (multipart `image`), `POST /prompt` ({prompt, client_id} → {prompt_id, number, node_errors}; 400 with
 * `error` and `node_errors` for a workflow it cannot run), the `/ws?clientId=` socket (`status` on connect, then
 * per prompt `execution_start`, `executing` {node}, `progress` {value, max}, `executed`, `executing`
 * {node: null}, `execution_success`; or `execution_error` / `execution_interrupted`), `GET /history/{id}`,
 * `GET /view`, `POST /interrupt`, `POST /queue` {delete}. It makes real files: a PNG per image asked, an MP4 of
 * the asked frames for video workflows.
 */
import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import sharp from 'sharp';
import { WebSocketServer, type WebSocket } from 'ws';
import { runFfmpeg } from '../../../../server/engine/ffmpeg';
import os from 'node:os';
import path from 'node:path';
import { mkdtemp, readFile, rm } from 'node:fs/promises';

type Node = { class_type: string; inputs: Record<string, unknown>; _meta?: { title?: string } };
type Workflow = Record<string, Node>;

/** How the next prompts behave. */
interface ComfyBehaviour {
  /** Sampler steps, each sent as a progress message, `stepMs` apart. */
  steps: number;
  stepMs: number;
  /** Fail in the sampler after half the steps with this message. */
  failWith?: string;
  /** Close every open socket after the first progress message (the client must recover). */
  dropSocket?: boolean;
  /** Acknowledge uploads without keeping them (a workflow naming one is then refused). */
  forgetUploads?: boolean;
}

interface PromptState {
  id: string;
  clientId: string;
  workflow: Workflow;
  interrupted: boolean;
  history?: Record<string, unknown>;
}

export interface ComfyUiProtocolServer {
  url: string;
  behaviour: ComfyBehaviour;
  /** Workflows queued, in order. */
  prompts: PromptState[];
  uploads: Map<string, Buffer>;
  interrupts: number;
  deletes: string[];
  close(): Promise<void>;
}

const titled = (workflow: Workflow, title: string) =>
  Object.entries(workflow).find(([, node]) => node._meta?.title === title);

export async function startComfyUiProtocolServer(): Promise<ComfyUiProtocolServer> {
  const app: FastifyInstance = Fastify({ logger: false });
  await app.register(multipart);
  const files = new Map<string, Buffer>();
  const sockets = new Map<string, Set<WebSocket>>();
  const work = await mkdtemp(path.join(os.tmpdir(), 'comfy-'));
  const state: ComfyUiProtocolServer = {
    url: '',
    behaviour: { steps: 4, stepMs: 40 },
    prompts: [],
    uploads: new Map(),
    interrupts: 0,
    deletes: [],
    async close() {
      for (const set of sockets.values()) for (const ws of set) ws.terminate();
      await app.close();
      await rm(work, { recursive: true, force: true });
    },
  };
  let running: PromptState | undefined;

  const send = (clientId: string, type: string, data: Record<string, unknown>) => {
    for (const ws of sockets.get(clientId) ?? []) ws.send(JSON.stringify({ type, data }));
  };

  async function outputsFor(p: PromptState): Promise<Record<string, unknown>> {
    const [outId, out] = titled(p.workflow, 'Output')!;
    const size = titled(p.workflow, 'Size')?.[1].inputs ?? {};
    if (out.class_type === 'SaveVideo') {
      const frames = Number(size.length ?? 17);
      const fps = Number(titled(p.workflow, 'Frame rate')?.[1].inputs.fps ?? 16);
      const name = `ai-media_${p.id.slice(0, 8)}.mp4`;
      const file = path.join(work, name);
      const [w, h] = [Number(size.width ?? 320), Number(size.height ?? 240)];
      await runFfmpeg(
        [
          '-f',
          'lavfi',
          '-i',
          `testsrc=size=${w}x${h}:rate=${fps}`,
          '-frames:v',
          String(frames),
          '-pix_fmt',
          'yuv420p',
          file,
        ],
        {},
      );
      files.set(`video/${name}`, await readFile(file));
      return {
        [outId]: { images: [{ filename: name, subfolder: 'video', type: 'output' }], animated: [true] },
      };
    }
    const count = Number(size.batch_size ?? 1);
    const input = titled(p.workflow, 'Input image')?.[1].inputs.image;
    const source = typeof input === 'string' ? state.uploads.get(input) : undefined;
    const meta = source ? await sharp(source).metadata() : undefined;
    const [w, h] = [Number(size.width ?? meta?.width ?? 64), Number(size.height ?? meta?.height ?? 64)];
    const images = [];
    for (let i = 0; i < count; i++) {
      const name = `ai-media_${p.id.slice(0, 8)}_${i}.png`;
      const hue = crypto.createHash('sha1').update(`${p.id}${i}`).digest()[0];
      files.set(
        `/${name}`,
        await sharp({ create: { width: w, height: h, channels: 3, background: { r: hue, g: 120, b: 200 } } })
          .png()
          .toBuffer(),
      );
      images.push({ filename: name, subfolder: '', type: 'output' });
    }
    return { [outId]: { images } };
  }

  async function run(p: PromptState) {
    running = p;
    const b = state.behaviour;
    const sampler = titled(p.workflow, 'Sampler')![0];
    const messages: Array<[string, Record<string, unknown>]> = [['execution_start', { prompt_id: p.id }]];
    send(p.clientId, 'execution_start', { prompt_id: p.id });
    send(p.clientId, 'executing', { node: sampler, display_node: sampler, prompt_id: p.id });
    for (let step = 1; step <= b.steps; step++) {
      await new Promise((r) => setTimeout(r, b.stepMs));
      if (p.interrupted) {
        const data = { prompt_id: p.id, node_id: sampler, node_type: 'KSampler', executed: [] };
        send(p.clientId, 'execution_interrupted', data);
        p.history = {
          outputs: {},
          status: {
            status_str: 'error',
            completed: false,
            messages: [...messages, ['execution_interrupted', data]],
          },
        };
        running = undefined;
        return;
      }
      if (b.failWith && step > b.steps / 2) {
        const data = {
          prompt_id: p.id,
          node_id: sampler,
          node_type: 'KSampler',
          exception_message: b.failWith,
          exception_type: 'RuntimeError',
        };
        send(p.clientId, 'execution_error', data);
        p.history = {
          outputs: {},
          status: {
            status_str: 'error',
            completed: false,
            messages: [...messages, ['execution_error', data]],
          },
        };
        running = undefined;
        return;
      }
      send(p.clientId, 'progress', { value: step, max: b.steps, prompt_id: p.id, node: sampler });
      if (b.dropSocket && step === 1) for (const ws of sockets.get(p.clientId) ?? []) ws.terminate();
    }
    const outputs = await outputsFor(p);
    for (const [node, output] of Object.entries(outputs))
      send(p.clientId, 'executed', { node, output, prompt_id: p.id });
    p.history = {
      prompt: [0, p.id, p.workflow, {}, []],
      outputs,
      status: {
        status_str: 'success',
        completed: true,
        messages: [...messages, ['execution_success', { prompt_id: p.id }]],
      },
    };
    send(p.clientId, 'executing', { node: null, prompt_id: p.id });
    send(p.clientId, 'execution_success', { prompt_id: p.id, timestamp: Date.now() });
    running = undefined;
  }

  app.post('/upload/image', async (req) => {
    const part = await req.file();
    if (!part || part.fieldname !== 'image') return { error: 'no image' };
    const bytes = await part.toBuffer();
    if (!state.behaviour.forgetUploads) state.uploads.set(part.filename, bytes);
    return { name: part.filename, subfolder: '', type: 'input' };
  });

  app.post('/prompt', async (req, reply) => {
    const body = req.body as { prompt?: Workflow; client_id?: string };
    const workflow = body.prompt;
    const invalid = (message: string, node?: [string, Node]) =>
      reply.status(400).send({
        error: {
          type: 'prompt_outputs_failed_validation',
          message: 'Prompt outputs failed validation',
          details: '',
        },
        node_errors: node
          ? {
              [node[0]]: {
                errors: [{ type: 'value_not_in_list', message, details: '' }],
                class_type: node[1].class_type,
              },
            }
          : {},
      });
    if (!workflow || typeof workflow !== 'object' || !titled(workflow, 'Output')) {
      return reply.status(400).send({
        error: { type: 'prompt_no_outputs', message: 'Prompt has no outputs', details: '' },
        node_errors: {},
      });
    }
    const positive = titled(workflow, 'Positive prompt');
    if (!positive || typeof positive[1].inputs.text !== 'string' || !positive[1].inputs.text) {
      return invalid('Required input is missing: text', positive);
    }
    const image = titled(workflow, 'Input image');
    if (image && !state.uploads.has(String(image[1].inputs.image))) {
      return invalid(`Invalid image file: ${String(image[1].inputs.image)}`, image);
    }
    const p: PromptState = {
      id: crypto.randomUUID(),
      clientId: body.client_id ?? '',
      workflow,
      interrupted: false,
    };
    state.prompts.push(p);
    void run(p);
    return { prompt_id: p.id, number: state.prompts.length, node_errors: {} };
  });

  app.get('/history/:id', async (req) => {
    const { id } = req.params as { id: string };
    const p = state.prompts.find((x) => x.id === id);
    return p?.history ? { [id]: p.history } : {};
  });

  app.get('/view', async (req, reply) => {
    const q = req.query as { filename?: string; subfolder?: string; type?: string };
    const bytes = files.get(`${q.subfolder ?? ''}/${q.filename ?? ''}`);
    if (!bytes) return reply.status(404).send('not found');
    return reply.type(q.filename?.endsWith('.mp4') ? 'video/mp4' : 'image/png').send(bytes);
  });

  app.post('/interrupt', async () => {
    state.interrupts += 1;
    if (running) running.interrupted = true;
    return {};
  });

  app.post('/queue', async (req) => {
    const body = req.body as { delete?: string[] };
    state.deletes.push(...(body.delete ?? []));
    return {};
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const wss = new WebSocketServer({ server: app.server, path: '/ws' });
  wss.on('connection', (ws, req) => {
    const clientId = new URL(req.url ?? '/', 'http://x').searchParams.get('clientId') ?? crypto.randomUUID();
    const set = sockets.get(clientId) ?? new Set();
    set.add(ws);
    sockets.set(clientId, set);
    ws.on('close', () => set.delete(ws));
    ws.send(
      JSON.stringify({
        type: 'status',
        data: { status: { exec_info: { queue_remaining: 0 } }, sid: clientId },
      }),
    );
  });
  const address = app.server.address();
  state.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return state;
}
