import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import type { MessageSender } from './identity-api.ts';
import { messageOutboxTable } from './schema.ts';

/**
 * The default MessageSender: writes every SMS and email to `message_outbox` instead of sending
 * it. Development and tests read codes from there (`GET /web-api/debugger/outbox`); production
 * replaces this with a provider's client (README.md).
 */
export function createOutboxSender(db: Executor): MessageSender {
  return {
    async send(message) {
      await db.insert(messageOutboxTable).values({
        channel: message.channel,
        recipient: message.to,
        subject: message.subject,
        body: message.text,
        code: message.code ?? null,
      });
    },
  };
}

export type OutboxRow = typeof messageOutboxTable.$inferSelect;

/** The newest messages first, optionally for one recipient. */
export function listOutbox(db: Executor, recipient: string | undefined, limit = 50): Promise<OutboxRow[]> {
  const query = db.select().from(messageOutboxTable);
  const filtered = recipient === undefined ? query : query.where(eq(messageOutboxTable.recipient, recipient));
  return filtered.orderBy(desc(messageOutboxTable.id)).limit(limit);
}
