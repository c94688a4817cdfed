// What the in-server sandbox providers are given (sandbox/deps.ts): their books' database, the
// clock, signing secrets derived from the server's key (the codes key: the same in every process of
// one installation, never a constant in the code), and delivery of their webhooks to this server
// in-process, through its whole HTTP pipeline.
import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { loadCodesKey } from '../../modules/codes/code-vault';
import type { SandboxDeps } from './deps';

export function createSandboxDeps(
  app: FastifyInstance,
  config: Config,
  { db, clock, announcedChains }: { db: Db; clock: Clock; announcedChains?: SandboxDeps['announcedChains'] },
): SandboxDeps {
  // Read on first use (as the codes module does): a server whose data directory cannot be written still starts and says so on /healthz.
  let serverKey: Buffer | undefined;
  return {
    db,
    clock,
    secret: (provider) =>
      createHmac('sha256', (serverKey ??= loadCodesKey(config)))
        .update(`payments-sandbox:${provider}`)
        .digest('hex'),
    deliver: async (url, body, headers) => {
      const target = new URL(url, 'http://localhost');
      const answer = await app.inject({ method: 'POST', url: `${target.pathname}${target.search}`, payload: body, headers });
      return { status: answer.statusCode, body: answer.body };
    },
    publicUrl: config.publicUrl ?? '',
    announcedChains,
  };
}
