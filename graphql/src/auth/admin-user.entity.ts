import { defineEntity, p } from '@mikro-orm/core';

/**
 * The roles an account may have, a closed list both doors name (api/enums.ts): an administrator may
 * do everything; an editor edits the records but may not read the audit log, which tells who did
 * what from where.
 */
export const adminRoles = ['admin', 'editor'] as const;
export type AdminRole = (typeof adminRoles)[number];

/** An administrator account; the password is stored only as an argon2id hash. */
const AdminUserSchema = defineEntity({
  name: 'AdminUser',
  tableName: 'admin_user',
  properties: {
    id: p.integer().primary(),
    username: p.string().length(50).unique(),
    email: p.string().length(254).nullable(),
    role: p.string().length(20).default('admin'),
    passwordHash: p.string().length(255).hidden(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class AdminUser extends AdminUserSchema.class {}
AdminUserSchema.setClass(AdminUser);
