import { AuditEntry } from '../audit/audit-entry.entity.ts';
import { AdminUser } from '../auth/admin-user.entity.ts';
import { LoginAttempt } from '../auth/login-attempt.entity.ts';
import { Session } from '../auth/session.entity.ts';
import { RecordVersion } from '../records/history/record-version.entity.ts';
import { AppSetting } from './app-setting.entity.ts';
import { SiteContent } from './site-content.entity.ts';
import { ApiToken } from '../tokens/api-token.entity.ts';
import { WebhookDelivery, WebhookEndpoint } from '../webhooks/webhook.entity.ts';

export const entities = [AdminUser, Session, LoginAttempt, AuditEntry, AppSetting, SiteContent, RecordVersion, ApiToken, WebhookEndpoint, WebhookDelivery];
