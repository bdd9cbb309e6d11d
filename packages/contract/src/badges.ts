import { z } from 'zod';

/**
 * The member-centre badge counts (spec §2: missions, messages and rewards). In the main entry
 * because the menu shows them on every member-centre page; the areas' other schemas live in
 * @playhouse/contract/engagement.
 */
export const unreadCountAnswer = z.object({ unread: z.number().int().nonnegative() });
export const rewardsSummaryAnswer = z.object({ claimable: z.number().int().nonnegative() });
export const missionsSummaryAnswer = z.object({ claimable: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountAnswer>;

export const BADGE_KINDS = ['missions', 'messages', 'rewards'] as const;
export type BadgeKind = (typeof BADGE_KINDS)[number];
