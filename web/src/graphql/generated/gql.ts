/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AdminAuditLog($first: Int!, $offset: Int!, $actor: String, $action: AuditAction, $kind: AuditKind, $from: DateTime, $to: DateTime) {\n    auditLog(first: $first, offset: $offset, actor: $actor, action: $action, kind: $kind, from: $from, to: $to) {\n      totalCount\n      nodes {\n        id\n        createdAt\n        action\n        actor\n        kind\n        key\n        ip\n        apiToken {\n          id\n          name\n        }\n        fields\n        restoredVersion\n        tokensRevoked\n        username\n        tokenName\n        tokenScope\n      }\n    }\n  }\n": typeof types.AdminAuditLogDocument,
    "\n  query AdminAuditChoices {\n    actions: __type(name: \"AuditAction\") {\n      enumValues {\n        name\n        description\n      }\n    }\n    kinds: __type(name: \"AuditKind\") {\n      enumValues {\n        name\n      }\n    }\n  }\n": typeof types.AdminAuditChoicesDocument,
    "\n  query AdminRecordKinds {\n    recordKinds {\n      name\n      recordType\n      noun\n      heading\n      keyField\n      singleton\n      singletonKey\n      operations\n      tableColumns {\n        key\n        field\n        header\n        length\n        orderBy\n      }\n      orders\n      searchHint\n      fields {\n        name\n        label\n        description\n        input\n        required\n        isKey\n        isPublic\n        marks\n        hint\n        options\n        onLabel\n        selection\n        numeric\n        shape\n        nullable\n        initial\n      }\n      status {\n        filter\n        label\n        on\n        off\n      }\n      sitePath {\n        field\n        kind\n        suffix\n      }\n      offerRedirect\n      layout\n      tab\n      tabLabel\n    }\n  }\n": typeof types.AdminRecordKindsDocument,
    "\n  query AdminDashboardStats {\n    dashboardStats {\n      totalPages\n      seoPages\n      calculators\n      activeCalculators\n      publishedPages\n      calculatorsByCategory {\n        general\n        education\n        mathematical\n      }\n    }\n  }\n": typeof types.AdminDashboardStatsDocument,
    "\n  query AdminRecordHistory($recordType: RecordType!, $slug: String!, $first: Int!, $offset: Int!) {\n    recordHistory(recordType: $recordType, slug: $slug, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        version\n        action\n        actor\n        createdAt\n        restoredFrom\n        current\n        changes {\n          field\n          before\n          after\n        }\n      }\n    }\n    latest: recordHistory(recordType: $recordType, slug: $slug, first: 1) {\n      nodes {\n        version\n      }\n    }\n  }\n": typeof types.AdminRecordHistoryDocument,
    "\n  mutation AdminRestoreRecordVersion($recordType: RecordType!, $slug: String!, $version: Int!, $expectedVersion: Int!) {\n    restoreRecordVersion(recordType: $recordType, slug: $slug, version: $version, expectedVersion: $expectedVersion) {\n      version\n    }\n  }\n": typeof types.AdminRestoreRecordVersionDocument,
    "\n  query AdminDeletedRecords($recordType: RecordType!, $first: Int!, $offset: Int!) {\n    deletedRecords(recordType: $recordType, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        recordType\n        slug\n        title\n        version\n        deletedAt\n        deletedBy\n        purgeAt\n      }\n    }\n  }\n": typeof types.AdminDeletedRecordsDocument,
    "\n  mutation AdminRestoreDeletedRecord($recordType: RecordType!, $slug: String!) {\n    restoreDeletedRecord(recordType: $recordType, slug: $slug) {\n      version\n    }\n  }\n": typeof types.AdminRestoreDeletedRecordDocument,
    "\n  mutation AdminPurgeDeletedRecord($recordType: RecordType!, $slug: String!) {\n    purgeDeletedRecord(recordType: $recordType, slug: $slug) {\n      slug\n    }\n  }\n": typeof types.AdminPurgeDeletedRecordDocument,
    "\n  fragment AdminContentBlock on ContentBlock {\n    __typename\n    ... on ParagraphBlock {\n      type\n      text\n    }\n    ... on ListBlock {\n      type\n      ordered\n      items\n    }\n    ... on TableBlock {\n      type\n      caption\n      columns\n      rows\n    }\n    ... on NoteBlock {\n      type\n      heading\n      text\n    }\n    ... on StepsBlock {\n      type\n      steps {\n        title\n        text\n      }\n    }\n    ... on CardsBlock {\n      type\n      cards {\n        title\n        text\n        icon\n      }\n    }\n  }\n": typeof types.AdminContentBlockFragmentDoc,
    "\n  fragment AdminHowItWorks on HowItWorks {\n    steps\n    formula\n    uses\n    bestPractices\n    notes\n  }\n": typeof types.AdminHowItWorksFragmentDoc,
    "\n  fragment AdminPageContent on PageContent {\n    updated\n    blocks {\n      ...AdminContentBlock\n    }\n    sections {\n      heading\n      blocks {\n        ...AdminContentBlock\n      }\n    }\n    howItWorks {\n      ...AdminHowItWorks\n    }\n  }\n": typeof types.AdminPageContentFragmentDoc,
    "\n  fragment AdminStructuredData on StructuredData {\n    type\n    name\n    description\n    url\n    applicationCategory\n    operatingSystem\n    browserRequirements\n    isAccessibleForFree\n    offers {\n      price\n      priceCurrency\n    }\n    items {\n      name\n      url\n    }\n    questions {\n      question\n      answer\n    }\n  }\n": typeof types.AdminStructuredDataFragmentDoc,
    "\n  query AdminMe {\n    me {\n      username\n      email\n      role\n    }\n  }\n": typeof types.AdminMeDocument,
    "\n  mutation AdminLogin($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      success\n      user {\n        username\n        email\n        role\n      }\n    }\n  }\n": typeof types.AdminLoginDocument,
    "\n  mutation AdminLogout {\n    logout\n  }\n": typeof types.AdminLogoutDocument,
    "\n  mutation AdminChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": typeof types.AdminChangePasswordDocument,
    "\n  query AdminApiTokens($first: Int!, $offset: Int!) {\n    apiTokens(first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        name\n        scope\n        secretPrefix\n        createdBy\n        createdAt\n        expiresAt\n        lastUsedAt\n        revokedAt\n      }\n    }\n  }\n": typeof types.AdminApiTokensDocument,
    "\n  mutation AdminCreateApiToken($name: String!, $scope: ApiTokenScope!, $expiresAt: DateTime, $currentPassword: String!) {\n    createApiToken(name: $name, scope: $scope, expiresAt: $expiresAt, currentPassword: $currentPassword) {\n      secret\n      token {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AdminCreateApiTokenDocument,
    "\n  mutation AdminRevokeApiToken($id: Int!) {\n    revokeApiToken(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": typeof types.AdminRevokeApiTokenDocument,
    "\n  query AdminWebhooks($first: Int!, $offset: Int!) {\n    webhooks(first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        url\n        isActive\n        createdBy\n        createdAt\n        events {\n          recordType\n          actions\n        }\n        lastDelivery {\n          id\n          eventType\n          status\n          responseStatus\n          createdAt\n          lastAttemptAt\n        }\n      }\n    }\n  }\n": typeof types.AdminWebhooksDocument,
    "\n  query AdminWebhookEventChoices {\n    webhookEventChoices {\n      recordType\n      actions\n    }\n  }\n": typeof types.AdminWebhookEventChoicesDocument,
    "\n  mutation AdminCreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      secret\n      webhook {\n        id\n        url\n      }\n    }\n  }\n": typeof types.AdminCreateWebhookDocument,
    "\n  mutation AdminUpdateWebhook($id: Int!, $input: UpdateWebhookInput!) {\n    updateWebhook(id: $id, input: $input) {\n      id\n      url\n      isActive\n      events {\n        recordType\n        actions\n      }\n    }\n  }\n": typeof types.AdminUpdateWebhookDocument,
    "\n  mutation AdminDeleteWebhook($id: Int!) {\n    deleteWebhook(id: $id) {\n      id\n    }\n  }\n": typeof types.AdminDeleteWebhookDocument,
    "\n  query AdminWebhookDeliveries($webhookId: Int!, $first: Int!, $offset: Int!) {\n    webhookDeliveries(webhookId: $webhookId, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        eventType\n        recordType\n        recordKey\n        status\n        attempts\n        responseStatus\n        latencyMs\n        responseExcerpt\n        error\n        createdAt\n        lastAttemptAt\n        nextAttemptAt\n        completedAt\n        redeliveryOf\n      }\n    }\n  }\n": typeof types.AdminWebhookDeliveriesDocument,
    "\n  mutation AdminRedeliverWebhookDelivery($id: Int!) {\n    redeliverWebhookDelivery(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.AdminRedeliverWebhookDeliveryDocument,
    "\n  mutation AdminSendTestWebhook($webhookId: Int!) {\n    sendTestWebhook(webhookId: $webhookId) {\n      id\n      status\n    }\n  }\n": typeof types.AdminSendTestWebhookDocument,
};
const documents: Documents = {
    "\n  query AdminAuditLog($first: Int!, $offset: Int!, $actor: String, $action: AuditAction, $kind: AuditKind, $from: DateTime, $to: DateTime) {\n    auditLog(first: $first, offset: $offset, actor: $actor, action: $action, kind: $kind, from: $from, to: $to) {\n      totalCount\n      nodes {\n        id\n        createdAt\n        action\n        actor\n        kind\n        key\n        ip\n        apiToken {\n          id\n          name\n        }\n        fields\n        restoredVersion\n        tokensRevoked\n        username\n        tokenName\n        tokenScope\n      }\n    }\n  }\n": types.AdminAuditLogDocument,
    "\n  query AdminAuditChoices {\n    actions: __type(name: \"AuditAction\") {\n      enumValues {\n        name\n        description\n      }\n    }\n    kinds: __type(name: \"AuditKind\") {\n      enumValues {\n        name\n      }\n    }\n  }\n": types.AdminAuditChoicesDocument,
    "\n  query AdminRecordKinds {\n    recordKinds {\n      name\n      recordType\n      noun\n      heading\n      keyField\n      singleton\n      singletonKey\n      operations\n      tableColumns {\n        key\n        field\n        header\n        length\n        orderBy\n      }\n      orders\n      searchHint\n      fields {\n        name\n        label\n        description\n        input\n        required\n        isKey\n        isPublic\n        marks\n        hint\n        options\n        onLabel\n        selection\n        numeric\n        shape\n        nullable\n        initial\n      }\n      status {\n        filter\n        label\n        on\n        off\n      }\n      sitePath {\n        field\n        kind\n        suffix\n      }\n      offerRedirect\n      layout\n      tab\n      tabLabel\n    }\n  }\n": types.AdminRecordKindsDocument,
    "\n  query AdminDashboardStats {\n    dashboardStats {\n      totalPages\n      seoPages\n      calculators\n      activeCalculators\n      publishedPages\n      calculatorsByCategory {\n        general\n        education\n        mathematical\n      }\n    }\n  }\n": types.AdminDashboardStatsDocument,
    "\n  query AdminRecordHistory($recordType: RecordType!, $slug: String!, $first: Int!, $offset: Int!) {\n    recordHistory(recordType: $recordType, slug: $slug, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        version\n        action\n        actor\n        createdAt\n        restoredFrom\n        current\n        changes {\n          field\n          before\n          after\n        }\n      }\n    }\n    latest: recordHistory(recordType: $recordType, slug: $slug, first: 1) {\n      nodes {\n        version\n      }\n    }\n  }\n": types.AdminRecordHistoryDocument,
    "\n  mutation AdminRestoreRecordVersion($recordType: RecordType!, $slug: String!, $version: Int!, $expectedVersion: Int!) {\n    restoreRecordVersion(recordType: $recordType, slug: $slug, version: $version, expectedVersion: $expectedVersion) {\n      version\n    }\n  }\n": types.AdminRestoreRecordVersionDocument,
    "\n  query AdminDeletedRecords($recordType: RecordType!, $first: Int!, $offset: Int!) {\n    deletedRecords(recordType: $recordType, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        recordType\n        slug\n        title\n        version\n        deletedAt\n        deletedBy\n        purgeAt\n      }\n    }\n  }\n": types.AdminDeletedRecordsDocument,
    "\n  mutation AdminRestoreDeletedRecord($recordType: RecordType!, $slug: String!) {\n    restoreDeletedRecord(recordType: $recordType, slug: $slug) {\n      version\n    }\n  }\n": types.AdminRestoreDeletedRecordDocument,
    "\n  mutation AdminPurgeDeletedRecord($recordType: RecordType!, $slug: String!) {\n    purgeDeletedRecord(recordType: $recordType, slug: $slug) {\n      slug\n    }\n  }\n": types.AdminPurgeDeletedRecordDocument,
    "\n  fragment AdminContentBlock on ContentBlock {\n    __typename\n    ... on ParagraphBlock {\n      type\n      text\n    }\n    ... on ListBlock {\n      type\n      ordered\n      items\n    }\n    ... on TableBlock {\n      type\n      caption\n      columns\n      rows\n    }\n    ... on NoteBlock {\n      type\n      heading\n      text\n    }\n    ... on StepsBlock {\n      type\n      steps {\n        title\n        text\n      }\n    }\n    ... on CardsBlock {\n      type\n      cards {\n        title\n        text\n        icon\n      }\n    }\n  }\n": types.AdminContentBlockFragmentDoc,
    "\n  fragment AdminHowItWorks on HowItWorks {\n    steps\n    formula\n    uses\n    bestPractices\n    notes\n  }\n": types.AdminHowItWorksFragmentDoc,
    "\n  fragment AdminPageContent on PageContent {\n    updated\n    blocks {\n      ...AdminContentBlock\n    }\n    sections {\n      heading\n      blocks {\n        ...AdminContentBlock\n      }\n    }\n    howItWorks {\n      ...AdminHowItWorks\n    }\n  }\n": types.AdminPageContentFragmentDoc,
    "\n  fragment AdminStructuredData on StructuredData {\n    type\n    name\n    description\n    url\n    applicationCategory\n    operatingSystem\n    browserRequirements\n    isAccessibleForFree\n    offers {\n      price\n      priceCurrency\n    }\n    items {\n      name\n      url\n    }\n    questions {\n      question\n      answer\n    }\n  }\n": types.AdminStructuredDataFragmentDoc,
    "\n  query AdminMe {\n    me {\n      username\n      email\n      role\n    }\n  }\n": types.AdminMeDocument,
    "\n  mutation AdminLogin($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      success\n      user {\n        username\n        email\n        role\n      }\n    }\n  }\n": types.AdminLoginDocument,
    "\n  mutation AdminLogout {\n    logout\n  }\n": types.AdminLogoutDocument,
    "\n  mutation AdminChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": types.AdminChangePasswordDocument,
    "\n  query AdminApiTokens($first: Int!, $offset: Int!) {\n    apiTokens(first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        name\n        scope\n        secretPrefix\n        createdBy\n        createdAt\n        expiresAt\n        lastUsedAt\n        revokedAt\n      }\n    }\n  }\n": types.AdminApiTokensDocument,
    "\n  mutation AdminCreateApiToken($name: String!, $scope: ApiTokenScope!, $expiresAt: DateTime, $currentPassword: String!) {\n    createApiToken(name: $name, scope: $scope, expiresAt: $expiresAt, currentPassword: $currentPassword) {\n      secret\n      token {\n        id\n        name\n      }\n    }\n  }\n": types.AdminCreateApiTokenDocument,
    "\n  mutation AdminRevokeApiToken($id: Int!) {\n    revokeApiToken(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": types.AdminRevokeApiTokenDocument,
    "\n  query AdminWebhooks($first: Int!, $offset: Int!) {\n    webhooks(first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        url\n        isActive\n        createdBy\n        createdAt\n        events {\n          recordType\n          actions\n        }\n        lastDelivery {\n          id\n          eventType\n          status\n          responseStatus\n          createdAt\n          lastAttemptAt\n        }\n      }\n    }\n  }\n": types.AdminWebhooksDocument,
    "\n  query AdminWebhookEventChoices {\n    webhookEventChoices {\n      recordType\n      actions\n    }\n  }\n": types.AdminWebhookEventChoicesDocument,
    "\n  mutation AdminCreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      secret\n      webhook {\n        id\n        url\n      }\n    }\n  }\n": types.AdminCreateWebhookDocument,
    "\n  mutation AdminUpdateWebhook($id: Int!, $input: UpdateWebhookInput!) {\n    updateWebhook(id: $id, input: $input) {\n      id\n      url\n      isActive\n      events {\n        recordType\n        actions\n      }\n    }\n  }\n": types.AdminUpdateWebhookDocument,
    "\n  mutation AdminDeleteWebhook($id: Int!) {\n    deleteWebhook(id: $id) {\n      id\n    }\n  }\n": types.AdminDeleteWebhookDocument,
    "\n  query AdminWebhookDeliveries($webhookId: Int!, $first: Int!, $offset: Int!) {\n    webhookDeliveries(webhookId: $webhookId, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        eventType\n        recordType\n        recordKey\n        status\n        attempts\n        responseStatus\n        latencyMs\n        responseExcerpt\n        error\n        createdAt\n        lastAttemptAt\n        nextAttemptAt\n        completedAt\n        redeliveryOf\n      }\n    }\n  }\n": types.AdminWebhookDeliveriesDocument,
    "\n  mutation AdminRedeliverWebhookDelivery($id: Int!) {\n    redeliverWebhookDelivery(id: $id) {\n      id\n      status\n    }\n  }\n": types.AdminRedeliverWebhookDeliveryDocument,
    "\n  mutation AdminSendTestWebhook($webhookId: Int!) {\n    sendTestWebhook(webhookId: $webhookId) {\n      id\n      status\n    }\n  }\n": types.AdminSendTestWebhookDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAuditLog($first: Int!, $offset: Int!, $actor: String, $action: AuditAction, $kind: AuditKind, $from: DateTime, $to: DateTime) {\n    auditLog(first: $first, offset: $offset, actor: $actor, action: $action, kind: $kind, from: $from, to: $to) {\n      totalCount\n      nodes {\n        id\n        createdAt\n        action\n        actor\n        kind\n        key\n        ip\n        apiToken {\n          id\n          name\n        }\n        fields\n        restoredVersion\n        tokensRevoked\n        username\n        tokenName\n        tokenScope\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminAuditLog($first: Int!, $offset: Int!, $actor: String, $action: AuditAction, $kind: AuditKind, $from: DateTime, $to: DateTime) {\n    auditLog(first: $first, offset: $offset, actor: $actor, action: $action, kind: $kind, from: $from, to: $to) {\n      totalCount\n      nodes {\n        id\n        createdAt\n        action\n        actor\n        kind\n        key\n        ip\n        apiToken {\n          id\n          name\n        }\n        fields\n        restoredVersion\n        tokensRevoked\n        username\n        tokenName\n        tokenScope\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAuditChoices {\n    actions: __type(name: \"AuditAction\") {\n      enumValues {\n        name\n        description\n      }\n    }\n    kinds: __type(name: \"AuditKind\") {\n      enumValues {\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminAuditChoices {\n    actions: __type(name: \"AuditAction\") {\n      enumValues {\n        name\n        description\n      }\n    }\n    kinds: __type(name: \"AuditKind\") {\n      enumValues {\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRecordKinds {\n    recordKinds {\n      name\n      recordType\n      noun\n      heading\n      keyField\n      singleton\n      singletonKey\n      operations\n      tableColumns {\n        key\n        field\n        header\n        length\n        orderBy\n      }\n      orders\n      searchHint\n      fields {\n        name\n        label\n        description\n        input\n        required\n        isKey\n        isPublic\n        marks\n        hint\n        options\n        onLabel\n        selection\n        numeric\n        shape\n        nullable\n        initial\n      }\n      status {\n        filter\n        label\n        on\n        off\n      }\n      sitePath {\n        field\n        kind\n        suffix\n      }\n      offerRedirect\n      layout\n      tab\n      tabLabel\n    }\n  }\n"): (typeof documents)["\n  query AdminRecordKinds {\n    recordKinds {\n      name\n      recordType\n      noun\n      heading\n      keyField\n      singleton\n      singletonKey\n      operations\n      tableColumns {\n        key\n        field\n        header\n        length\n        orderBy\n      }\n      orders\n      searchHint\n      fields {\n        name\n        label\n        description\n        input\n        required\n        isKey\n        isPublic\n        marks\n        hint\n        options\n        onLabel\n        selection\n        numeric\n        shape\n        nullable\n        initial\n      }\n      status {\n        filter\n        label\n        on\n        off\n      }\n      sitePath {\n        field\n        kind\n        suffix\n      }\n      offerRedirect\n      layout\n      tab\n      tabLabel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboardStats {\n    dashboardStats {\n      totalPages\n      seoPages\n      calculators\n      activeCalculators\n      publishedPages\n      calculatorsByCategory {\n        general\n        education\n        mathematical\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminDashboardStats {\n    dashboardStats {\n      totalPages\n      seoPages\n      calculators\n      activeCalculators\n      publishedPages\n      calculatorsByCategory {\n        general\n        education\n        mathematical\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRecordHistory($recordType: RecordType!, $slug: String!, $first: Int!, $offset: Int!) {\n    recordHistory(recordType: $recordType, slug: $slug, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        version\n        action\n        actor\n        createdAt\n        restoredFrom\n        current\n        changes {\n          field\n          before\n          after\n        }\n      }\n    }\n    latest: recordHistory(recordType: $recordType, slug: $slug, first: 1) {\n      nodes {\n        version\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminRecordHistory($recordType: RecordType!, $slug: String!, $first: Int!, $offset: Int!) {\n    recordHistory(recordType: $recordType, slug: $slug, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        version\n        action\n        actor\n        createdAt\n        restoredFrom\n        current\n        changes {\n          field\n          before\n          after\n        }\n      }\n    }\n    latest: recordHistory(recordType: $recordType, slug: $slug, first: 1) {\n      nodes {\n        version\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRestoreRecordVersion($recordType: RecordType!, $slug: String!, $version: Int!, $expectedVersion: Int!) {\n    restoreRecordVersion(recordType: $recordType, slug: $slug, version: $version, expectedVersion: $expectedVersion) {\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRestoreRecordVersion($recordType: RecordType!, $slug: String!, $version: Int!, $expectedVersion: Int!) {\n    restoreRecordVersion(recordType: $recordType, slug: $slug, version: $version, expectedVersion: $expectedVersion) {\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDeletedRecords($recordType: RecordType!, $first: Int!, $offset: Int!) {\n    deletedRecords(recordType: $recordType, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        recordType\n        slug\n        title\n        version\n        deletedAt\n        deletedBy\n        purgeAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminDeletedRecords($recordType: RecordType!, $first: Int!, $offset: Int!) {\n    deletedRecords(recordType: $recordType, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        recordType\n        slug\n        title\n        version\n        deletedAt\n        deletedBy\n        purgeAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRestoreDeletedRecord($recordType: RecordType!, $slug: String!) {\n    restoreDeletedRecord(recordType: $recordType, slug: $slug) {\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRestoreDeletedRecord($recordType: RecordType!, $slug: String!) {\n    restoreDeletedRecord(recordType: $recordType, slug: $slug) {\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminPurgeDeletedRecord($recordType: RecordType!, $slug: String!) {\n    purgeDeletedRecord(recordType: $recordType, slug: $slug) {\n      slug\n    }\n  }\n"): (typeof documents)["\n  mutation AdminPurgeDeletedRecord($recordType: RecordType!, $slug: String!) {\n    purgeDeletedRecord(recordType: $recordType, slug: $slug) {\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminContentBlock on ContentBlock {\n    __typename\n    ... on ParagraphBlock {\n      type\n      text\n    }\n    ... on ListBlock {\n      type\n      ordered\n      items\n    }\n    ... on TableBlock {\n      type\n      caption\n      columns\n      rows\n    }\n    ... on NoteBlock {\n      type\n      heading\n      text\n    }\n    ... on StepsBlock {\n      type\n      steps {\n        title\n        text\n      }\n    }\n    ... on CardsBlock {\n      type\n      cards {\n        title\n        text\n        icon\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment AdminContentBlock on ContentBlock {\n    __typename\n    ... on ParagraphBlock {\n      type\n      text\n    }\n    ... on ListBlock {\n      type\n      ordered\n      items\n    }\n    ... on TableBlock {\n      type\n      caption\n      columns\n      rows\n    }\n    ... on NoteBlock {\n      type\n      heading\n      text\n    }\n    ... on StepsBlock {\n      type\n      steps {\n        title\n        text\n      }\n    }\n    ... on CardsBlock {\n      type\n      cards {\n        title\n        text\n        icon\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminHowItWorks on HowItWorks {\n    steps\n    formula\n    uses\n    bestPractices\n    notes\n  }\n"): (typeof documents)["\n  fragment AdminHowItWorks on HowItWorks {\n    steps\n    formula\n    uses\n    bestPractices\n    notes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminPageContent on PageContent {\n    updated\n    blocks {\n      ...AdminContentBlock\n    }\n    sections {\n      heading\n      blocks {\n        ...AdminContentBlock\n      }\n    }\n    howItWorks {\n      ...AdminHowItWorks\n    }\n  }\n"): (typeof documents)["\n  fragment AdminPageContent on PageContent {\n    updated\n    blocks {\n      ...AdminContentBlock\n    }\n    sections {\n      heading\n      blocks {\n        ...AdminContentBlock\n      }\n    }\n    howItWorks {\n      ...AdminHowItWorks\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminStructuredData on StructuredData {\n    type\n    name\n    description\n    url\n    applicationCategory\n    operatingSystem\n    browserRequirements\n    isAccessibleForFree\n    offers {\n      price\n      priceCurrency\n    }\n    items {\n      name\n      url\n    }\n    questions {\n      question\n      answer\n    }\n  }\n"): (typeof documents)["\n  fragment AdminStructuredData on StructuredData {\n    type\n    name\n    description\n    url\n    applicationCategory\n    operatingSystem\n    browserRequirements\n    isAccessibleForFree\n    offers {\n      price\n      priceCurrency\n    }\n    items {\n      name\n      url\n    }\n    questions {\n      question\n      answer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMe {\n    me {\n      username\n      email\n      role\n    }\n  }\n"): (typeof documents)["\n  query AdminMe {\n    me {\n      username\n      email\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminLogin($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      success\n      user {\n        username\n        email\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminLogin($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      success\n      user {\n        username\n        email\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminLogout {\n    logout\n  }\n"): (typeof documents)["\n  mutation AdminLogout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation AdminChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminApiTokens($first: Int!, $offset: Int!) {\n    apiTokens(first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        name\n        scope\n        secretPrefix\n        createdBy\n        createdAt\n        expiresAt\n        lastUsedAt\n        revokedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminApiTokens($first: Int!, $offset: Int!) {\n    apiTokens(first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        name\n        scope\n        secretPrefix\n        createdBy\n        createdAt\n        expiresAt\n        lastUsedAt\n        revokedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateApiToken($name: String!, $scope: ApiTokenScope!, $expiresAt: DateTime, $currentPassword: String!) {\n    createApiToken(name: $name, scope: $scope, expiresAt: $expiresAt, currentPassword: $currentPassword) {\n      secret\n      token {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateApiToken($name: String!, $scope: ApiTokenScope!, $expiresAt: DateTime, $currentPassword: String!) {\n    createApiToken(name: $name, scope: $scope, expiresAt: $expiresAt, currentPassword: $currentPassword) {\n      secret\n      token {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRevokeApiToken($id: Int!) {\n    revokeApiToken(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRevokeApiToken($id: Int!) {\n    revokeApiToken(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWebhooks($first: Int!, $offset: Int!) {\n    webhooks(first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        url\n        isActive\n        createdBy\n        createdAt\n        events {\n          recordType\n          actions\n        }\n        lastDelivery {\n          id\n          eventType\n          status\n          responseStatus\n          createdAt\n          lastAttemptAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminWebhooks($first: Int!, $offset: Int!) {\n    webhooks(first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        url\n        isActive\n        createdBy\n        createdAt\n        events {\n          recordType\n          actions\n        }\n        lastDelivery {\n          id\n          eventType\n          status\n          responseStatus\n          createdAt\n          lastAttemptAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWebhookEventChoices {\n    webhookEventChoices {\n      recordType\n      actions\n    }\n  }\n"): (typeof documents)["\n  query AdminWebhookEventChoices {\n    webhookEventChoices {\n      recordType\n      actions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      secret\n      webhook {\n        id\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      secret\n      webhook {\n        id\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateWebhook($id: Int!, $input: UpdateWebhookInput!) {\n    updateWebhook(id: $id, input: $input) {\n      id\n      url\n      isActive\n      events {\n        recordType\n        actions\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateWebhook($id: Int!, $input: UpdateWebhookInput!) {\n    updateWebhook(id: $id, input: $input) {\n      id\n      url\n      isActive\n      events {\n        recordType\n        actions\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteWebhook($id: Int!) {\n    deleteWebhook(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteWebhook($id: Int!) {\n    deleteWebhook(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWebhookDeliveries($webhookId: Int!, $first: Int!, $offset: Int!) {\n    webhookDeliveries(webhookId: $webhookId, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        eventType\n        recordType\n        recordKey\n        status\n        attempts\n        responseStatus\n        latencyMs\n        responseExcerpt\n        error\n        createdAt\n        lastAttemptAt\n        nextAttemptAt\n        completedAt\n        redeliveryOf\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminWebhookDeliveries($webhookId: Int!, $first: Int!, $offset: Int!) {\n    webhookDeliveries(webhookId: $webhookId, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        eventType\n        recordType\n        recordKey\n        status\n        attempts\n        responseStatus\n        latencyMs\n        responseExcerpt\n        error\n        createdAt\n        lastAttemptAt\n        nextAttemptAt\n        completedAt\n        redeliveryOf\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRedeliverWebhookDelivery($id: Int!) {\n    redeliverWebhookDelivery(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRedeliverWebhookDelivery($id: Int!) {\n    redeliverWebhookDelivery(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSendTestWebhook($webhookId: Int!) {\n    sendTestWebhook(webhookId: $webhookId) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSendTestWebhook($webhookId: Int!) {\n    sendTestWebhook(webhookId: $webhookId) {\n      id\n      status\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;