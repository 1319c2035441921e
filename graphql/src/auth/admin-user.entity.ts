import { defineEntity, p } from '@mikro-orm/core';

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
