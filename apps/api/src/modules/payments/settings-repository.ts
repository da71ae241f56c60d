/** SQL of the owner's shop settings: the one row, written with its audit row in one transaction. */
import type { Db } from '../../db/client';
import { shopSettings } from '../../db/schema/index';
import { recordAudit } from '../staff/audit';

export function createSettingsRepository(db: Db) {
  return {
    /** Sets the pay-on-delivery limit (the row is made on the first change) and audits the change. */
    async setPayOnDeliveryMax(
      max: number,
      before: number,
      actor: { staffId: string; requestId?: string | undefined },
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(shopSettings)
          .values({ id: 1, payOnDeliveryMax: max, updatedBy: actor.staffId })
          .onConflictDoUpdate({
            target: shopSettings.id,
            set: { payOnDeliveryMax: max, updatedAt: new Date(), updatedBy: actor.staffId },
          });
        await recordAudit(tx, {
          staffId: actor.staffId,
          action: 'settings.payments_update',
          entity: 'settings',
          entityId: 'payments',
          before: { pay_on_delivery_max: before },
          after: { pay_on_delivery_max: max },
          requestId: actor.requestId ?? null,
        });
      });
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
