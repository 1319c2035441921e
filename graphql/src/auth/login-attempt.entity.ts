import { defineEntity, p } from '@mikro-orm/core';

/**
 * One password check (a sign-in or a password change), counted in the database so the limiter holds
 * across server processes. `device` is the nonce of the signed device cookie the browser showed
 * for this account, null for a stranger; `network` is what per-address limits count (the address
 * itself, or an IPv6 address's /64).
 */
const LoginAttemptSchema = defineEntity({
  name: 'LoginAttempt',
  tableName: 'login_attempt',
  indexes: [{ properties: ['username', 'createdAt'] }, { properties: ['network', 'createdAt'] }, { properties: ['device', 'createdAt'] }],
  properties: {
    id: p.integer().primary(),
    username: p.string().length(100),
    ip: p.string().length(64),
    network: p.string().length(64),
    device: p.string().length(64).nullable(),
    succeeded: p.boolean(),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
  },
});

export class LoginAttempt extends LoginAttemptSchema.class {}
LoginAttemptSchema.setClass(LoginAttempt);
