import { z } from 'zod';
import { ProcessingStatus } from '../auth/levels';
import { CustomerOption } from '../support/support.schemas';

export const MerchantRow = CustomerOption.extend({
  tenantId: z.uuid(),
  merchantStatus: z.string(),
  processingStatus: ProcessingStatus,
  isActive: z.boolean(),
});
export type MerchantRow = z.infer<typeof MerchantRow>;

export const TenantDetails = z.object({
  tenantId: z.uuid(),
  tenantName: z.string(),
  isDefaultTenant: z.boolean(),
  isActive: z.boolean(),
  supportEmail: z.string().nullable(),
  emailSenderAddress: z.string().nullable(),
  merchantCount: z.number().int().min(0),
  createdOn: z.string(),
});
export type TenantDetails = z.infer<typeof TenantDetails>;
