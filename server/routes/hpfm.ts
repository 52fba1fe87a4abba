/** Platform service (/hpfm) endpoints needed before sign-in: the password public key. */
import type { FastifyInstance } from 'fastify';
import type { ContextOptions } from '../context';

/** Registers the /hpfm routes. */
export async function hpfmRoutes(app: FastifyInstance, { ctx }: ContextOptions): Promise<void> {
  // The base64 body of the RSA public key PEM; the browser encrypts passwords with it.
  app.get('/hpfm/v1/tool/pass/public-key', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return { publicKey: ctx.keys.publicKeyBase64 };
  });
}
