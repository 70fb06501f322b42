import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import afterAnswerPlugin from '../../../src/plugins/app/after-answer.ts';

// The plugin on its own (it touches no database): a bare Fastify with a stand-in for the database
// plugin, whose closing must come after the tasks'.

/** A promise the test settles when it chooses: a task is running until then. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('app.afterAnswer', () => {
  const events: string[] = [];
  const logged: string[] = [];
  let taskGate = gate();
  let app: FastifyInstance | undefined;

  async function buildApp() {
    events.length = 0;
    taskGate = gate();
    const instance = Fastify({ logger: { level: 'error', stream: { write: (line) => logged.push(line) } } });
    await instance.register(
      fp(
        async (database) => {
          database.addHook('onClose', async () => {
            events.push('database closed');
          });
        },
        { name: 'database' },
      ),
    );
    await instance.register(afterAnswerPlugin);
    instance.get('/slow-task', async (request) => {
      instance.afterAnswer(request, async () => {
        events.push('task started');
        await taskGate.opened;
        events.push('task done');
      });
      events.push('answered');
      return { answered: true };
    });
    instance.get('/failing-task', async (request) => {
      instance.afterAnswer(request, async () => {
        throw new Error('the SMS gateway is down');
      });
      return { requestId: request.id };
    });
    app = instance;
    return instance;
  }

  afterEach(async () => {
    taskGate.open();
    await app?.close();
    app = undefined;
  });

  it('answers without waiting for the task, which starts once the answer is out', async () => {
    const instance = await buildApp();
    const response = await instance.inject({ url: '/slow-task' });
    expect(response.json()).toEqual({ answered: true });
    expect(events).toEqual(['answered']);
    await vi.waitFor(() => expect(events).toContain('task started'));
    taskGate.open();
    await vi.waitFor(() => expect(events).toEqual(['answered', 'task started', 'task done']));
  });

  it('logs a failed task with its request id; the answer stands', async () => {
    const instance = await buildApp();
    const response = await instance.inject({ url: '/failing-task' });
    expect(response.statusCode).toBe(200);
    await vi.waitFor(() => expect(logged.join('')).toContain('the SMS gateway is down'));
    const entry = JSON.parse(logged.find((line) => line.includes('the SMS gateway is down')) ?? '{}');
    expect(entry).toMatchObject({ msg: 'work after the answer failed', reqId: response.json().requestId });
  });

  it('lets the database close only once the tasks under way are done', async () => {
    const instance = await buildApp();
    await instance.inject({ url: '/slow-task' });
    await vi.waitFor(() => expect(events).toContain('task started'));
    const closing = instance.close();
    // The task ends a turn of the event loop later: a close that did not wait would be over by then.
    setImmediate(() => taskGate.open());
    await closing;
    app = undefined;
    expect(events).toEqual(['answered', 'task started', 'task done', 'database closed']);
  });
});
