import { z } from 'zod';
import { appLanguage, pageQuery, pagination } from './common';

export const roles = ['student', 'professor', 'admin'] as const;
export const role = z.enum(roles);
export type Role = z.infer<typeof role>;

export const PASSWORD_MIN_LENGTH = 8;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid email address' }).max(254));
export const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(200);
export const personName = z.string().trim().min(2, { error: 'Name must be at least 2 characters' }).max(100);

/** A user as every API response shows it: never a password hash. */
export const user = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role,
  avatar_url: z.string().nullable(),
  /** The language the user reads the platform in; mails are written in it. */
  language: appLanguage,
  created_at: z.string(),
});
export type User = z.infer<typeof user>;

export const userSorts = ['newest', 'oldest'] as const;
export const userStatuses = ['active', 'suspended'] as const;

export const listUsersQuery = pageQuery.extend({
  search: z.string().trim().max(100).optional(),
  role: role.optional(),
  /** By sign-up date: newest first (the default) or oldest first. */
  sort: z.enum(userSorts).default('newest'),
  status: z.enum(userStatuses).optional(),
});
export type ListUsersQuery = z.infer<typeof listUsersQuery>;
export type UserSort = (typeof userSorts)[number];
export type UserStatus = (typeof userStatuses)[number];

/** A user as the admin's lists show it: whether the account is suspended, and since when. */
export const adminUser = user.extend({ suspended_at: z.string().nullable() });
export type AdminUser = z.infer<typeof adminUser>;

export const userList = z.object({ users: z.array(adminUser), pagination });
export type UserList = z.infer<typeof userList>;

export const createUserBody = z.object({
  name: personName,
  email,
  password,
  role: role.default('student'),
  language: appLanguage.default('ar'),
});
export type CreateUserBody = z.infer<typeof createUserBody>;

export const updateUserBody = z
  .object({
    name: personName.optional(),
    email: email.optional(),
    role: role.optional(),
    password: password.optional(),
    language: appLanguage.optional(),
    /**
     * Required when a user changes their own password or email. A new email of one's own is used only after
     * the link mailed to it is opened; the response still shows the current one.
     */
    currentPassword: z.string().max(200).optional(),
  })
  .strict();
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const avatarResponse = z.object({ avatar_url: z.string() });

export const EMAIL_CHANGE_TTL_HOURS = 24;
export const EMAIL_UNDO_TTL_DAYS = 7;

/** The error a suspended account gets on sign-in and on any call it still tries. */
export const ACCOUNT_SUSPENDED = 'This account is suspended';
export const SELF_SUSPEND = 'You cannot suspend your own account';
export const SELF_ROLE_CHANGE = 'You cannot change your own role';
export const ALREADY_SUSPENDED = 'This account is already suspended';
export const NOT_SUSPENDED = 'This account is not suspended';
export const RESET_LINK_SENT = 'A password reset link was sent';

export const setRoleBody = z.object({ role }).strict();
export const suspendBody = z
  .object({ reason: z.string().trim().max(500).optional() })
  .strict()
  .default({});

/** What an admin sees of one account: the profile, the wallet and what the account bought. */
export const adminUserOverview = z.object({
  user: adminUser,
  balance: z.number().int(),
  /** The admin ledger filtered to this account. */
  transactions_url: z.string(),
  courses: z.object({
    total: z.number().int(),
    items: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        price_paid: z.number().int(),
        enrolled_at: z.string(),
      }),
    ),
  }),
  live_sessions: z.object({
    total: z.number().int(),
    items: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        scheduled_at: z.string(),
        status: z.string(),
        amount_paid: z.number().int(),
        purchased_at: z.string(),
        refunded: z.boolean(),
      }),
    ),
  }),
});
export type AdminUserOverview = z.infer<typeof adminUserOverview>;
/** How many bought courses and sessions the overview lists (newest first); `total` counts them all. */
export const OVERVIEW_ITEMS = 20;

export const auditActions = [
  'user_created',
  'profile_updated',
  'role_changed',
  'suspended',
  'reactivated',
  'password_reset_sent',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** A short summary of the account before or after a change: the fields that changed, never a secret. */
export const auditSummary = z.record(z.string(), z.union([z.string(), z.null()]));
export type AuditSummary = z.infer<typeof auditSummary>;

export const auditEntry = z.object({
  id: z.number().int(),
  action: z.enum(auditActions),
  actor: z.object({ id: z.number().int().nullable(), name: z.string() }),
  before: auditSummary.nullable(),
  after: auditSummary.nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditList = z.object({ entries: z.array(auditEntry), pagination });
export type AuditList = z.infer<typeof auditList>;
