import type { PubSubHandler, PubSubLogger, PubSubTopic } from './pubsub.ts';

/**
 * Turns a raw message off the wire into a handler call: parse, validate against the topic's
 * schema, deliver. A bad message or a throwing handler is logged and never reaches the others.
 */
export function createTopicReceiver<T>(
  topic: PubSubTopic<T>,
  handler: PubSubHandler<T>,
  log: PubSubLogger,
): (raw: string, sequence: number) => void {
  return (raw, sequence) => {
    let decoded: unknown;
    try {
      decoded = JSON.parse(raw);
    } catch {
      log.warn({ topic: topic.name, sequence }, 'pub/sub message is not JSON; dropped');
      return;
    }
    const parsed = topic.schema.safeParse(decoded);
    if (!parsed.success) {
      log.warn(
        { topic: topic.name, sequence, issues: parsed.error.issues },
        'invalid pub/sub message; dropped',
      );
      return;
    }
    try {
      handler(parsed.data, sequence);
    } catch (error) {
      log.error({ err: error, topic: topic.name, sequence }, 'pub/sub handler failed');
    }
  };
}

/** Serialises a message after checking it against the topic's schema, so nobody publishes garbage. */
export function encodeMessage<T>(topic: PubSubTopic<T>, message: T): string {
  return JSON.stringify(topic.schema.parse(message));
}
