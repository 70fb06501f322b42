import { signWebhook } from '../../security/webhook-signature.ts';
import type { DemoProviderRepository, DemoWebhookRow } from './demo-provider-repository.ts';

/** Sends a signed body to the site's webhook; answers the HTTP status. */
export type WebhookTransport = (rawBody: string, signature: string) => Promise<number>;

export interface WebhookDeliveryDeps {
  repository: DemoProviderRepository;
  secrets: readonly string[];
  send: WebhookTransport;
  log: { warn(details: object, message: string): void };
  now?: () => number;
}

/** Webhooks one round delivers at most. */
const deliveryBatch = 100;

/**
 * Delivers the demo provider's webhooks as a real provider does: signed afresh at each attempt
 * (`t` is the attempt's time, so a retry is never stale), retried until the site answers 2xx.
 */
export function createWebhookDelivery({
  repository,
  secrets,
  send,
  log,
  now = Date.now,
}: WebhookDeliveryDeps) {
  async function attempt(row: DemoWebhookRow): Promise<boolean> {
    let delivered = false;
    try {
      const status = await send(row.body, signWebhook(secrets, row.body, Math.floor(now() / 1000)));
      delivered = status >= 200 && status < 300;
      if (!delivered)
        log.warn({ event: row.eventId, status }, 'demo provider webhook not accepted; retried later');
    } catch (error) {
      log.warn({ err: error, event: row.eventId }, 'demo provider webhook not delivered; retried later');
    }
    await repository.recordAttempt(row.eventId, delivered ? new Date(now()) : null);
    return delivered;
  }

  return {
    /** Delivers one recorded webhook now (after the page's choice); false when it must wait for a retry. */
    async deliver(eventId: string): Promise<boolean> {
      const row = await repository.findWebhook(eventId);
      if (row === undefined) return false;
      return row.deliveredAt !== null || attempt(row);
    },

    /** Delivers what is still owed and older than `minAgeMs` (the young ones are being delivered now). */
    async deliverOwed(minAgeMs: number): Promise<number> {
      const owed = await repository.listUndelivered(new Date(now() - minAgeMs), deliveryBatch);
      let delivered = 0;
      for (const row of owed) if (await attempt(row)) delivered += 1;
      return delivered;
    },
  };
}

export type WebhookDelivery = ReturnType<typeof createWebhookDelivery>;
