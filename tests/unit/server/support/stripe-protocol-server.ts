/**
 * A local server that answers the Stripe API calls the store makes (POST /v1/checkout/sessions) as Stripe does,
 * so the official client library talks to it over HTTP exactly as it would to Stripe. It keeps what it was asked.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface StripeCall {
  method: string;
  path: string;
  form: URLSearchParams;
  headers: http.IncomingHttpHeaders;
}

export interface StripeProtocolServer {
  url: string;
  calls: StripeCall[];
  close(): Promise<void>;
}

export async function startStripeProtocolServer(): Promise<StripeProtocolServer> {
  const calls: StripeCall[] = [];
  let sessions = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      calls.push({ method: req.method ?? '', path: req.url ?? '', form, headers: req.headers });
      res.setHeader('content-type', 'application/json');
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        sessions += 1;
        const id = `cs_test_local${sessions}`;
        res.end(
          JSON.stringify({
            id,
            object: 'checkout.session',
            mode: form.get('mode'),
            amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
            currency: form.get('line_items[0][price_data][currency]'),
            payment_status: 'unpaid',
            status: 'open',
            client_reference_id: form.get('client_reference_id'),
            url: `https://checkout.stripe.com/c/pay/${id}`,
          }),
        );
        return;
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `No route ${req.url}` } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
