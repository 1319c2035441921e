import { defineEntity, p } from '@mikro-orm/core';
import { AdminUser } from './admin-user.entity.ts';

/**
 * A signed-in session. The cookie holds a random token; only its SHA-256 hash is stored, so a
 * leaked database cannot be replayed as sessions.
 */
const SessionSchema = defineEntity({
  name: 'Session',
  tableName: 'session',
  properties: {
    id: p.string().length(64).primary(),
    user: () => p.manyToOne(AdminUser).deleteRule('cascade').index(),
    createdAt: p.datetime().onCreate(() => new Date()),
    lastSeenAt: p.datetime(),
    expiresAt: p.datetime().index(),
  },
});

export class Session extends SessionSchema.class {}
SessionSchema.setClass(Session);
