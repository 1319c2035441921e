import { Migration20261121000000Initial } from './Migration20261121000000Initial.ts';
import { Migration20261125000000SignInThrottle } from './Migration20261125000000SignInThrottle.ts';
import { Migration20261125120000SiteContentVersion } from './Migration20261125120000SiteContentVersion.ts';
import { Migration20261125180000ApiTokens } from './Migration20261125180000ApiTokens.ts';
import { Migration20261125210000RecordHistory } from './Migration20261125210000RecordHistory.ts';
import { Migration20261127000000TokenLifetime } from './Migration20261127000000TokenLifetime.ts';
import { Migration20261128000000DefinedKinds } from './Migration20261128000000DefinedKinds.ts';
import { Migration20261128120000TypedContent } from './Migration20261128120000TypedContent.ts';
import { Migration20261129000000WebhooksAndChangeFeed } from './Migration20261129000000WebhooksAndChangeFeed.ts';
import { Migration20261129100000AuditLogNames } from './Migration20261129100000AuditLogNames.ts';
import { Migration20261129110000CalculatorEmbeddable } from './Migration20261129110000CalculatorEmbeddable.ts';
import { Migration20261129120000SiteEmbedding } from './Migration20261129120000SiteEmbedding.ts';

/** Every migration, in order. Each runs once, in a transaction, on start (no schema sync in production). */
export const migrationsList = [
  Migration20261121000000Initial,
  Migration20261125000000SignInThrottle,
  Migration20261125120000SiteContentVersion,
  Migration20261125180000ApiTokens,
  Migration20261125210000RecordHistory,
  Migration20261127000000TokenLifetime,
  Migration20261128000000DefinedKinds,
  Migration20261128120000TypedContent,
  Migration20261129000000WebhooksAndChangeFeed,
  Migration20261129100000AuditLogNames,
  Migration20261129110000CalculatorEmbeddable,
  Migration20261129120000SiteEmbedding,
];
