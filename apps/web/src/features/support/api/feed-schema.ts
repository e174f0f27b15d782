import { FeedItem, pageOf } from '@paydesk/contracts/support/support.schemas';
import { z } from 'zod';

/**
 * Spec §2 "Support feed thread: an unknown item type renders nothing." The contract's feed item
 * allows the twelve known types only, so a newer server's thirteenth type would make the whole
 * feed fail to parse. The web reads the type as any text instead and leaves unknown items out
 * when drawing; every other field is checked as declared.
 */
export const FeedEntry = FeedItem.extend({ type: z.string() });
export type FeedEntry = z.infer<typeof FeedEntry>;
export const FeedEntryPage = pageOf(FeedEntry);
export type FeedEntryPage = z.infer<typeof FeedEntryPage>;
