import { defineEntity, p } from '@mikro-orm/core';
import { AdminUser } from '../auth/admin-user.entity.ts';

export const apiTokenScopes = ['read', 'write'] as const;
export type ApiTokenScope = (typeof apiTokenScopes)[number];

/**
 * A named API token for scripts and integrations, acting as the administrator who created it. Only
 * the SHA-256 hash of its secret is stored (the secret is shown once, at creation), plus its first
 * characters so a person can tell tokens apart. Every token expires; a revoked one stays listed, refused.
 */
const ApiTokenSchema = defineEntity({
  name: 'ApiToken',
  tableName: 'api_token',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(100),
    scope: p.string().length(10).$type<ApiTokenScope>(),
    secretHash: p.string().length(64).unique(),
    secretPrefix: p.string().length(16),
    user: () => p.manyToOne(AdminUser).deleteRule('cascade').index(),
    createdAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime(),
    lastUsedAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
  },
});

export class ApiToken extends ApiTokenSchema.class {}
ApiTokenSchema.setClass(ApiToken);
