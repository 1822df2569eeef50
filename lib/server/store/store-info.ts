/**
 * What the storefront shows about the store itself (docs/business-rules.md, Store back office): its name,
 * phone, WhatsApp, e-mail, address and hours as the manager edited them, the configuration's otherwise
 * (lib/server/config.ts). Pages, mails and the crash screen's GET /v2/store read it synchronously from the
 * snapshot of ./setting-values.ts, so that it answers while the database fails; a change reaches every
 * instance through the catalogue change fan-out.
 */
import 'server-only';
import { pickupHoursText } from '@/lib/checkout/shipping-methods';
import { formatCents } from '@/lib/money';
import type { StoreInfo } from '@/lib/shell/store-info';
import {
  hoursLines,
  storeInfoBodySchema,
  type StoreInfoBody,
  type StoreInfoSettingJson,
} from '@/lib/sales-api/store';
import { announceCommittedChange } from '../catalogue/catalogue-changes';
import { config } from '../config';
import type { Db } from '../db/database';
import { deliveryTerms } from './delivery-costs';
import { settingChange, settingSnapshot, storedSetting, writeSetting } from './setting-values';
import { recordStoreChange } from './store-changes';

/** The store's hours until the manager writes its own: when pickup orders can be fetched (lib/checkout/delivery-windows.ts). */
const DEFAULT_HOURS = 'Segunda a sábado, das 07:00 às 19:00\nDomingos e feriados, das 07:00 às 12:00';

/** How the stored information reads (what the form sent, checked again). */
export const STORE_INFO_SCHEMA = storeInfoBodySchema;

/** The configuration's values: what the shop shows until the manager changes them. */
function storeInfoDefaults(): StoreInfoBody {
  const { STORE_NAME, STORE_PHONE, WHATSAPP_NUMBER, STORE_EMAIL, STORE_ADDRESS } = config();
  return {
    name: STORE_NAME,
    phone: STORE_PHONE,
    whatsapp_number: WHATSAPP_NUMBER,
    email: STORE_EMAIL,
    address: STORE_ADDRESS,
    hours: DEFAULT_HOURS,
  };
}

function infoOf(values: StoreInfoBody): StoreInfo {
  return {
    name: values.name,
    phone: values.phone,
    phoneHref: `tel:+55${values.phone.replace(/\D/g, '')}`,
    whatsappNumber: values.whatsapp_number,
    email: values.email,
    address: values.address,
    hours: hoursLines(values.hours),
  };
}

/**
 * The store as the shop shows it now (the server's snapshot; the configuration's in tests and scripts),
 * with the delivery terms the storefront shows.
 */
export function storeInfo(): StoreInfo {
  const terms = deliveryTerms();
  return {
    ...infoOf(settingSnapshot<StoreInfoBody>('info') ?? storeInfoDefaults()),
    freeShippingFrom: formatCents(terms.freeFromCents),
    pickupHours: pickupHoursText(terms.pickupHours),
  };
}

/** The store's hours as one sentence, for mails and texts. */
export function storeHoursText(info: StoreInfo = storeInfo()): string {
  return `${info.hours.map((line) => line.replace(/[.\s]+$/, '')).join('. ')}.`;
}

/** GET /admin/store/info: what the shop shows, the configuration's values, and whether they were changed. */
export async function storeInfoSetting(db: Db): Promise<StoreInfoSettingJson> {
  const stored = await storedSetting(db, 'info', STORE_INFO_SCHEMA);
  const defaults = storeInfoDefaults();
  return { info: stored ?? defaults, defaults, edited: stored !== null };
}

/**
 * PUT /admin/store/info (the form's values) or DELETE (null: back to the configuration). Every instance's
 * pages follow within moments (the change fan-out); the change is recorded in the store's audit
 * (./store-changes.ts), the values shown before and after.
 */
export async function saveStoreInfo(
  deps: { db: Db; staffId: number; now: Date },
  body: StoreInfoBody | null,
): Promise<StoreInfoSettingJson> {
  const before = await storeInfoSetting(deps.db);
  const value = body && {
    ...body,
    name: body.name.trim(),
    email: body.email.trim(),
    address: body.address.trim(),
    hours: hoursLines(body.hours).join('\n'),
  };
  await deps.db.transaction(async (tx) => {
    await writeSetting(tx, 'info', value, deps.now);
    await recordStoreChange(
      tx,
      deps.staffId,
      'store_info',
      'info',
      settingChange(before.info, before.edited),
      settingChange(value ?? before.defaults, value !== null),
    );
  });
  await announceCommittedChange(deps.db, { variantIds: [], store: ['info'] }, { setting: 'info' });
  return storeInfoSetting(deps.db);
}
