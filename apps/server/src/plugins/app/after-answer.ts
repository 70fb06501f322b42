import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs `task` once the answer to `request` has gone out (whatever it was), for work the answer
     * must not wait for nor show in its timing: sending the code of a password recovery only a known
     * account gets. A failed task is logged with the request's id; closing the app waits for the
     * tasks under way.
     */
    afterAnswer(request: FastifyRequest, task: () => Promise<void>): void;
  }
}

async function afterAnswerPlugin(app: FastifyInstance): Promise<void> {
  const waiting = new WeakMap<FastifyRequest, (() => Promise<void>)[]>();
  const running = new Set<Promise<void>>();

  app.decorate('afterAnswer', (request: FastifyRequest, task: () => Promise<void>) => {
    const tasks = waiting.get(request);
    if (tasks === undefined) waiting.set(request, [task]);
    else tasks.push(task);
  });

  app.addHook('onResponse', async (request) => {
    const tasks = waiting.get(request);
    if (tasks === undefined) return;
    waiting.delete(request);
    for (const task of tasks) {
      // From the next turn of the event loop: the answer is on its way before any of this runs.
      const run = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => request.log.error({ err: error }, 'work after the answer failed'))
        .finally(() => running.delete(run));
      running.add(run);
    }
  });

  // Registered after the database plugin, so this runs before the database closes.
  app.addHook('onClose', async () => {
    await Promise.all(running);
  });
}

export default fp(afterAnswerPlugin, { name: 'after-answer', dependencies: ['database'] });
