import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, startNginx, type Nginx } from '../bench/city/stack.ts';
import { freePort } from '../test/postgres.ts';
import { checkOnce, upstreamConf } from './upstream-readiness.ts';

/**
 * Issue 22 item 3 "nginx routes on readiness": Debian's nginx with the repository's upstream and
 * locations files in front of two API stand-ins (their own names on every page, /api/ready as
 * told). A stand-in that turns not ready (503 on /api/ready, as a process whose database is held)
 * is marked down by the readiness checker and gets no more requests, also while /api/health still
 * answers 200; when it is ready again it gets its share back.
 */
const template = readFileSync(path.join(repoRoot, 'deploy/nginx/sukoyaka-upstream.conf'), 'utf8');
let dir: string;
let nginx: Nginx;
const stands: { name: string; port: number; ready: boolean; server: Server }[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'sukoyaka-readiness-'));
  for (const name of ['A', 'B']) {
    const port = await freePort();
    const stand = { name, port, ready: true, server: createServer() };
    stand.server.on('request', (req, res) => {
      if (req.url === '/api/ready') res.writeHead(stand.ready ? 200 : 503).end();
      else res.writeHead(200, { 'content-type': 'text/plain' }).end(name);
    });
    await new Promise<void>((resolve) => stand.server.listen(port, '127.0.0.1', resolve));
    stands.push(stand);
  }
  nginx = await startNginx(
    path.join(dir, 'nginx'),
    stands.map((s) => s.port),
    dir,
  );
}, 60_000);
afterAll(async () => {
  await nginx?.stop();
  for (const s of stands) s.server.close();
  rmSync(dir, { recursive: true, force: true });
});

const upstreams = () => stands.map((s) => `127.0.0.1:${s.port}`);
const check = () => checkOnce({ template, upstreams: upstreams(), file: path.join(dir, 'nginx/upstream.conf'), reload: () => nginx.reload() });
/** Who answered 20 requests through nginx. */
async function answeredBy(): Promise<Set<string>> {
  const names = new Set<string>();
  for (let i = 0; i < 20; i++) names.add(await (await fetch(`${nginx.url}/api/anything`)).text());
  return names;
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

describe('nginx routes on readiness', () => {
  it('writes down only the processes that are not ready, and none when none is', () => {
    const [a, b] = upstreams() as [string, string];
    const conf = upstreamConf(
      template,
      [a, b],
      new Map([
        [a, true],
        [b, false],
      ]),
    );
    expect(conf).toContain(`server ${a} max_fails=1 fail_timeout=5s;`);
    expect(conf).toContain(`server ${b} max_fails=1 fail_timeout=5s down;`);
    expect(
      upstreamConf(
        template,
        [a, b],
        new Map([
          [a, false],
          [b, false],
        ]),
      ),
    ).not.toMatch(/^\s*server .* down;$/m);
  });

  it('stops sending to a process that is not ready (its /api/health still 200) and sends again when it is', async () => {
    await check();
    await settle();
    expect(await answeredBy()).toEqual(new Set(['A', 'B']));

    stands[1]!.ready = false;
    expect((await check()).changed).toBe(true);
    await settle();
    expect(await answeredBy()).toEqual(new Set(['A']));
    expect((await check()).changed).toBe(false);

    stands[1]!.ready = true;
    expect((await check()).changed).toBe(true);
    await settle();
    expect(await answeredBy()).toEqual(new Set(['A', 'B']));
  });
});
