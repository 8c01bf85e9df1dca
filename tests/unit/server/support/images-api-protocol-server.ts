/**
 * A stand-in OpenAI-compatible images API for the adapter tests, written from the public API reference:
 * `POST /v1/images/generations` (JSON: model, prompt, n, size) and `POST /v1/images/edits` (multipart: image,
 * prompt, model, n, size), bearer key, answers `{created, data: [{b64_json}]}` or, when asked, `[{url}]`;
 * refusals are `{error: {message, type, code}}` with a 4xx status.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import sharp from 'sharp';

interface ImagesApiBehaviour {
  /** Answer pictures as URLs to fetch rather than base64. */
  asUrl?: boolean;
  /** Refuse every request with this message (HTTP 400). */
  refuseWith?: string;
  /** Wait this long before answering. */
  delayMs?: number;
}

export interface ImagesApiProtocolServer {
  url: string;
  key: string;
  behaviour: ImagesApiBehaviour;
  requests: Array<{
    route: string;
    model?: string;
    prompt?: string;
    n?: number;
    size?: string;
    imageBytes?: number;
  }>;
  close(): Promise<void>;
}

async function picture(size: string, seed: number): Promise<Buffer> {
  const [width, height] = size.split('x').map(Number);
  return sharp({ create: { width, height, channels: 3, background: { r: seed % 256, g: 160, b: 90 } } })
    .png()
    .toBuffer();
}

export async function startImagesApiProtocolServer(): Promise<ImagesApiProtocolServer> {
  const app: FastifyInstance = Fastify({ logger: false, bodyLimit: 50 * 1024 * 1024 });
  await app.register(multipart, { limits: { fileSize: 50 * 1024 * 1024 } });
  const served = new Map<string, Buffer>();
  const state: ImagesApiProtocolServer = {
    url: '',
    key: 'sk-test-key',
    behaviour: {},
    requests: [],
    close: () => app.close(),
  };

  app.addHook('preHandler', async (req, reply) => {
    if (req.url.startsWith('/files/')) return;
    if (req.headers.authorization !== `Bearer ${state.key}`) {
      return reply.status(401).send({
        error: {
          message: 'Incorrect API key provided.',
          type: 'invalid_request_error',
          code: 'invalid_api_key',
        },
      });
    }
  });

  const answer = async (
    route: string,
    fields: Record<string, string | number | undefined>,
    imageBytes?: number,
  ) => {
    const b = state.behaviour;
    state.requests.push({ route, ...fields, imageBytes } as ImagesApiProtocolServer['requests'][number]);
    if (b.delayMs) await new Promise((r) => setTimeout(r, b.delayMs));
    if (b.refuseWith)
      return {
        status: 400,
        body: {
          error: {
            message: b.refuseWith,
            type: 'image_generation_user_error',
            code: 'content_policy_violation',
          },
        },
      };
    if (typeof fields.prompt !== 'string' || !fields.prompt) {
      return {
        status: 400,
        body: {
          error: {
            message: "Missing required parameter: 'prompt'.",
            type: 'invalid_request_error',
            code: null,
          },
        },
      };
    }
    const size = String(fields.size ?? '1024x1024');
    if (!/^\d+x\d+$/.test(size)) {
      return {
        status: 400,
        body: {
          error: {
            message: `Invalid value: '${size}'.`,
            type: 'invalid_request_error',
            code: 'invalid_value',
          },
        },
      };
    }
    const data = [];
    for (let i = 0; i < Number(fields.n ?? 1); i++) {
      const png = await picture(size, state.requests.length * 7 + i);
      if (b.asUrl) {
        const name = `${state.requests.length}-${i}.png`;
        served.set(name, png);
        data.push({ url: `${state.url}/files/${name}` });
      } else data.push({ b64_json: png.toString('base64') });
    }
    return { status: 200, body: { created: Math.floor(Date.now() / 1000), data } };
  };

  app.post('/v1/images/generations', async (req, reply) => {
    const body = (req.body ?? {}) as Record<string, string | number>;
    const { status, body: out } = await answer('generations', {
      model: body.model,
      prompt: body.prompt as string,
      n: body.n,
      size: body.size as string,
    });
    return reply.status(status).send(out);
  });

  app.post('/v1/images/edits', async (req, reply) => {
    const fields: Record<string, string> = {};
    let imageBytes = 0;
    for await (const part of req.parts()) {
      if (part.type === 'file') imageBytes = (await part.toBuffer()).length;
      else fields[part.fieldname] = String(part.value);
    }
    if (!imageBytes) {
      return reply.status(400).send({
        error: {
          message: "Missing required parameter: 'image'.",
          type: 'invalid_request_error',
          code: null,
        },
      });
    }
    const { status, body } = await answer(
      'edits',
      { model: fields.model, prompt: fields.prompt, n: Number(fields.n ?? 1), size: fields.size },
      imageBytes,
    );
    return reply.status(status).send(body);
  });

  app.get('/files/:name', async (req, reply) => {
    const bytes = served.get((req.params as { name: string }).name);
    return bytes ? reply.type('image/png').send(bytes) : reply.status(404).send('');
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  state.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return state;
}
