// A small closed-loop HTTP/1.1 load generator: `concurrency` keep-alive connections send GET requests back to
// back for `seconds`; the answer is the count and the latencies of the expected answers. Prints nothing itself.
// Lean on purpose, so that the figures measure the server and not this client: raw TCP sockets reading into one
// reused buffer each, the request written as prepared bytes, and only what is needed of each answer looked at
// (status, Content-Length or chunked framing; body bytes are counted, not collected). Node's http client spent
// about twice the server's CPU per answer (~80 µs vs ~35 µs), which made it the bottleneck on a small machine.
import { connect, type Socket } from 'node:net';

export type LoadSample = { requests: number; errors: number; seconds: number; latencies: number[] };

export type LoadResult = {
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
};

export type LoadOptions = {
  concurrency?: number;
  seconds?: number;
  headers?: Record<string, string>;
  /** The status a successful answer has; any other counts as an error. */
  status?: number;
};

const HEADER_END = Buffer.from('\r\n\r\n');
const CRLF = Buffer.from('\r\n');

/**
 * Where the answer starting at `buffer[0]` ends (exclusive; past `buffer.length` when a Content-Length body is
 * still on its way), or -1 while a chunked answer is incomplete.
 */
function answerEnd(buffer: Buffer, headerEnd: number, head: string, status: number): number {
  const bodyStart = headerEnd + HEADER_END.length;
  if (status === 204 || status === 304 || (status >= 100 && status < 200)) return bodyStart;
  const length = /\r\ncontent-length:[ \t]*(\d+)/i.exec(head);
  if (length) return bodyStart + Number(length[1]);
  if (/\r\ntransfer-encoding:[^\r]*chunked/i.test(head)) {
    let at = bodyStart;
    for (;;) {
      const lineEnd = buffer.indexOf(CRLF, at);
      if (lineEnd < 0) return -1;
      const size = Number.parseInt(buffer.toString('latin1', at, lineEnd), 16);
      if (size === 0) {
        // Last chunk; no trailers are expected from the servers measured here.
        const end = lineEnd + 2 * CRLF.length;
        return buffer.length >= end ? end : -1;
      }
      at = lineEnd + CRLF.length + size + CRLF.length;
      if (at > buffer.length) return -1;
    }
  }
  throw new Error('answer without Content-Length or chunked framing');
}

export async function load(
  url: string,
  { concurrency = 32, seconds = 5, headers = {}, status = 200 }: LoadOptions = {},
): Promise<LoadSample> {
  const target = new URL(url);
  const request = Buffer.from(
    `GET ${target.pathname}${target.search} HTTP/1.1\r\nHost: ${target.host}\r\n` +
      Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('') +
      '\r\n',
    'latin1',
  );
  const latencies: number[] = [];
  let errors = 0;
  const startedAt = performance.now();
  const deadline = startedAt + seconds * 1000;

  /** One connection: request, read the whole answer, repeat until the deadline (reconnecting if closed). */
  const connection = () =>
    new Promise<void>((resolve) => {
      let socket: Socket;
      let buffer: Buffer = Buffer.alloc(0);
      /** Body bytes of the current answer still to come: counted as they arrive, never copied. */
      let skip = 0;
      let code = 0;
      /** The server said `Connection: close`: the next request goes on a new connection. */
      let closing = false;
      let sentAt = 0;
      let waiting = false;
      let finished = false;

      const finish = () => {
        finished = true;
        socket.end();
        resolve();
      };
      const send = () => {
        if (performance.now() >= deadline) {
          finish();
          return;
        }
        waiting = true;
        sentAt = performance.now();
        socket.write(request);
      };

      const open = () => {
        buffer = Buffer.alloc(0);
        skip = 0;
        closing = false;
        // Reads land in one buffer per connection (no allocation per read); what must outlive a read is copied.
        const readBuffer = Buffer.allocUnsafe(64 * 1024);
        socket = connect({
          port: Number(target.port || 80),
          host: target.hostname,
          onread: {
            buffer: readBuffer,
            callback: (n) => {
              receive(readBuffer.subarray(0, n));
              return true;
            },
          },
        });
        socket.setNoDelay(true);
        socket.on('connect', send);
        const complete = () => {
          if (code === status) latencies.push(performance.now() - sentAt);
          else errors++;
          waiting = false;
          if (closing) socket.end();
          else send();
        };
        const receive = (data: Buffer) => {
          read(data);
          // Keep only a copy of a partial answer: the read buffer is reused.
          if (buffer.length > 0 && buffer.buffer === readBuffer.buffer) buffer = Buffer.from(buffer);
        };
        const read = (data: Buffer) => {
          let chunk = data;
          if (skip > 0) {
            if (chunk.length < skip) {
              skip -= chunk.length;
              return;
            }
            chunk = chunk.subarray(skip);
            skip = 0;
            complete();
          }
          if (chunk.length === 0) return;
          buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
          while (waiting) {
            const headerEnd = buffer.indexOf(HEADER_END);
            if (headerEnd < 0) return;
            const head = buffer.toString('latin1', 0, headerEnd);
            code = Number(head.slice(9, 12));
            closing = /\r\nconnection:[ \t]*close/i.test(head);
            let end: number;
            try {
              end = answerEnd(buffer, headerEnd, head, code);
            } catch {
              socket.destroy();
              return;
            }
            if (end === -1) return;
            if (end > buffer.length) {
              // A Content-Length body still on its way: count its bytes instead of collecting them.
              skip = end - buffer.length;
              buffer = Buffer.alloc(0);
              return;
            }
            buffer = buffer.subarray(end);
            complete();
          }
        };
        socket.on('error', () => {
          errors++;
        });
        socket.on('close', () => {
          if (finished) return;
          // An answer cut short counts as an error; the loop goes on with a new connection (after a pause then).
          const cutShort = waiting;
          if (cutShort) errors++;
          waiting = false;
          if (performance.now() < deadline) setTimeout(open, cutShort ? 10 : 0);
          else finish();
        });
      };
      open();
    });

  await Promise.all(Array.from({ length: concurrency }, connection));
  const elapsed = (performance.now() - startedAt) / 1000;
  return { requests: latencies.length, errors, seconds: elapsed, latencies };
}

/** Throughput and latency percentiles over several samples of the same target. */
export function summarise(samples: LoadSample[]): LoadResult {
  const latencies = samples.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const seconds = samples.reduce((sum, s) => sum + s.seconds, 0);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
  return {
    requests: latencies.length,
    errors: samples.reduce((sum, s) => sum + s.errors, 0),
    seconds,
    rps: latencies.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
  };
}
