import { defineEntity, p } from '@mikro-orm/core';

/** One sign-in attempt, counted in the database so the limiter holds across server processes. */
const LoginAttemptSchema = defineEntity({
  name: 'LoginAttempt',
  tableName: 'login_attempt',
  indexes: [{ properties: ['username', 'createdAt'] }, { properties: ['ip', 'createdAt'] }],
  properties: {
    id: p.integer().primary(),
    username: p.string().length(100),
    ip: p.string().length(64),
    succeeded: p.boolean(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class LoginAttempt extends LoginAttemptSchema.class {}
LoginAttemptSchema.setClass(LoginAttempt);
