import { AuditEntry } from '../audit/audit-entry.entity.ts';
import { AdminUser } from '../auth/admin-user.entity.ts';
import { LoginAttempt } from '../auth/login-attempt.entity.ts';
import { Session } from '../auth/session.entity.ts';
import { RecordVersion } from '../history/record-version.entity.ts';
import { Calculator } from '../calculators/calculator.entity.ts';
import { Page } from '../pages/page.entity.ts';
import { SeoMeta } from '../seo/seo-meta.entity.ts';
import { AppSetting } from './app-setting.entity.ts';
import { SiteContent } from './site-content.entity.ts';
import { ApiToken } from '../tokens/api-token.entity.ts';

export const entities = [Page, SeoMeta, Calculator, AdminUser, Session, LoginAttempt, AuditEntry, AppSetting, SiteContent, RecordVersion, ApiToken];
