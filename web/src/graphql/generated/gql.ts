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
    "\n  query AdminCalculators($first: Int, $offset: Int, $search: String, $orderBy: CalculatorOrderField, $orderDirection: OrderDirection, $isActive: Boolean) {\n    calculators(first: $first, offset: $offset, search: $search, orderBy: $orderBy, orderDirection: $orderDirection, isActive: $isActive) {\n      totalCount\n      nodes {\n        id\n        calculatorSlug\n        title\n        description\n        icon\n        features\n        howItWorks\n        category\n        sortOrder\n        isActive\n        embeddable\n        updatedAt\n        updatedBy\n        version\n      }\n    }\n  }\n": typeof types.AdminCalculatorsDocument,
    "\n  query AdminCalculator($calculatorSlug: String!) {\n    calculator(calculatorSlug: $calculatorSlug) {\n      id\n      calculatorSlug\n      title\n      description\n      icon\n      features\n      howItWorks\n      category\n      sortOrder\n      isActive\n      embeddable\n      updatedAt\n      updatedBy\n      version\n    }\n  }\n": typeof types.AdminCalculatorDocument,
    "\n  mutation AdminCreateCalculator($input: CalculatorInput!) {\n    createCalculator(input: $input) {\n      id\n      calculatorSlug\n      version\n    }\n  }\n": typeof types.AdminCreateCalculatorDocument,
    "\n  mutation AdminUpdateCalculator($calculatorSlug: String!, $input: CalculatorInput!) {\n    updateCalculator(calculatorSlug: $calculatorSlug, input: $input) {\n      id\n      calculatorSlug\n      version\n    }\n  }\n": typeof types.AdminUpdateCalculatorDocument,
    "\n  mutation AdminDeleteCalculator($calculatorSlug: String!) {\n    deleteCalculator(calculatorSlug: $calculatorSlug) {\n      id\n      calculatorSlug\n    }\n  }\n": typeof types.AdminDeleteCalculatorDocument,
    "\n  query AdminRecordKinds {\n    recordKinds {\n      name\n      recordType\n      noun\n      heading\n      keyField\n      singleton\n      singletonKey\n      operations\n      columns\n      orders\n      searchHint\n      fields {\n        name\n        label\n        description\n        input\n        required\n        isKey\n        isPublic\n        marks\n        hint\n        options\n        onLabel\n        selection\n        numeric\n      }\n      status {\n        filter\n        label\n        on\n        off\n      }\n      sitePath {\n        field\n        kind\n        suffix\n      }\n    }\n  }\n": typeof types.AdminRecordKindsDocument,
    "\n  query AdminDashboardStats {\n    dashboardStats {\n      totalPages\n      seoPages\n      calculators\n      activeCalculators\n      publishedPages\n      calculatorsByCategory {\n        general\n        education\n        mathematical\n      }\n    }\n  }\n": typeof types.AdminDashboardStatsDocument,
    "\n  query AdminPages($first: Int, $offset: Int, $search: String, $orderBy: PageOrderField, $orderDirection: OrderDirection, $isPublished: Boolean) {\n    pages(first: $first, offset: $offset, search: $search, orderBy: $orderBy, orderDirection: $orderDirection, isPublished: $isPublished) {\n      totalCount\n      nodes {\n        id\n        pageType\n        pageSlug\n        title\n        description\n        content\n        isPublished\n        updatedAt\n        updatedBy\n        version\n      }\n    }\n  }\n": typeof types.AdminPagesDocument,
    "\n  query AdminPage($pageSlug: String!) {\n    page(pageSlug: $pageSlug) {\n      id\n      pageType\n      pageSlug\n      title\n      description\n      content\n      isPublished\n      updatedAt\n      updatedBy\n      version\n    }\n  }\n": typeof types.AdminPageDocument,
    "\n  mutation AdminCreatePage($input: PageInput!) {\n    createPage(input: $input) {\n      id\n      pageSlug\n      version\n    }\n  }\n": typeof types.AdminCreatePageDocument,
    "\n  mutation AdminUpdatePage($pageSlug: String!, $input: PageInput!) {\n    updatePage(pageSlug: $pageSlug, input: $input) {\n      id\n      pageSlug\n      version\n    }\n  }\n": typeof types.AdminUpdatePageDocument,
    "\n  mutation AdminDeletePage($pageSlug: String!) {\n    deletePage(pageSlug: $pageSlug) {\n      id\n      pageSlug\n    }\n  }\n": typeof types.AdminDeletePageDocument,
    "\n  query AdminRecordHistory($recordType: String!, $slug: String!, $first: Int!, $offset: Int!) {\n    recordHistory(recordType: $recordType, slug: $slug, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        version\n        action\n        actor\n        createdAt\n        restoredFrom\n        current\n        changes {\n          field\n          before\n          after\n        }\n      }\n    }\n    latest: recordHistory(recordType: $recordType, slug: $slug, first: 1) {\n      nodes {\n        version\n      }\n    }\n  }\n": typeof types.AdminRecordHistoryDocument,
    "\n  mutation AdminRestoreRecordVersion($recordType: String!, $slug: String!, $version: Int!, $expectedVersion: Int!) {\n    restoreRecordVersion(recordType: $recordType, slug: $slug, version: $version, expectedVersion: $expectedVersion) {\n      version\n    }\n  }\n": typeof types.AdminRestoreRecordVersionDocument,
    "\n  query AdminDeletedRecords($recordType: String!, $first: Int!, $offset: Int!) {\n    deletedRecords(recordType: $recordType, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        recordType\n        slug\n        title\n        version\n        deletedAt\n        deletedBy\n        purgeAt\n      }\n    }\n  }\n": typeof types.AdminDeletedRecordsDocument,
    "\n  mutation AdminRestoreDeletedRecord($recordType: String!, $slug: String!) {\n    restoreDeletedRecord(recordType: $recordType, slug: $slug) {\n      version\n    }\n  }\n": typeof types.AdminRestoreDeletedRecordDocument,
    "\n  mutation AdminPurgeDeletedRecord($recordType: String!, $slug: String!) {\n    purgeDeletedRecord(recordType: $recordType, slug: $slug) {\n      slug\n    }\n  }\n": typeof types.AdminPurgeDeletedRecordDocument,
    "\n  query AdminSeoMetas($first: Int, $offset: Int, $search: String, $orderBy: SeoMetaOrderField, $orderDirection: OrderDirection) {\n    seoMetas(first: $first, offset: $offset, search: $search, orderBy: $orderBy, orderDirection: $orderDirection) {\n      totalCount\n      nodes {\n        id\n        pageSlug\n        metaTitle\n        metaDescription\n        metaKeywords\n        canonicalUrl\n        structuredData\n        ogTitle\n        ogDescription\n        ogImage\n        twitterTitle\n        twitterDescription\n        twitterImage\n        updatedAt\n        updatedBy\n        version\n      }\n    }\n  }\n": typeof types.AdminSeoMetasDocument,
    "\n  query AdminSeoMeta($pageSlug: String!) {\n    seoMeta(pageSlug: $pageSlug) {\n      id\n      pageSlug\n      metaTitle\n      metaDescription\n      metaKeywords\n      canonicalUrl\n      structuredData\n      ogTitle\n      ogDescription\n      ogImage\n      twitterTitle\n      twitterDescription\n      twitterImage\n      updatedAt\n      updatedBy\n      version\n    }\n  }\n": typeof types.AdminSeoMetaDocument,
    "\n  mutation AdminCreateSeoMeta($input: SeoMetaInput!) {\n    createSeoMeta(input: $input) {\n      id\n      pageSlug\n      version\n    }\n  }\n": typeof types.AdminCreateSeoMetaDocument,
    "\n  mutation AdminUpdateSeoMeta($pageSlug: String!, $input: SeoMetaInput!) {\n    updateSeoMeta(pageSlug: $pageSlug, input: $input) {\n      id\n      pageSlug\n      version\n    }\n  }\n": typeof types.AdminUpdateSeoMetaDocument,
    "\n  mutation AdminDeleteSeoMeta($pageSlug: String!) {\n    deleteSeoMeta(pageSlug: $pageSlug) {\n      id\n      pageSlug\n    }\n  }\n": typeof types.AdminDeleteSeoMetaDocument,
    "\n  query AdminMe {\n    me {\n      username\n      email\n      role\n    }\n  }\n": typeof types.AdminMeDocument,
    "\n  mutation AdminLogin($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      success\n      user {\n        username\n        email\n        role\n      }\n    }\n  }\n": typeof types.AdminLoginDocument,
    "\n  mutation AdminLogout {\n    logout\n  }\n": typeof types.AdminLogoutDocument,
    "\n  mutation AdminChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": typeof types.AdminChangePasswordDocument,
    "\n  query AdminApiTokens($first: Int!, $offset: Int!) {\n    apiTokens(first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        name\n        scope\n        secretPrefix\n        createdBy\n        createdAt\n        expiresAt\n        lastUsedAt\n        revokedAt\n      }\n    }\n  }\n": typeof types.AdminApiTokensDocument,
    "\n  mutation AdminCreateApiToken($name: String!, $scope: ApiTokenScope!, $expiresAt: DateTime, $currentPassword: String!) {\n    createApiToken(name: $name, scope: $scope, expiresAt: $expiresAt, currentPassword: $currentPassword) {\n      secret\n      token {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AdminCreateApiTokenDocument,
    "\n  mutation AdminRevokeApiToken($id: Int!) {\n    revokeApiToken(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": typeof types.AdminRevokeApiTokenDocument,
};
const documents: Documents = {
    "\n  query AdminCalculators($first: Int, $offset: Int, $search: String, $orderBy: CalculatorOrderField, $orderDirection: OrderDirection, $isActive: Boolean) {\n    calculators(first: $first, offset: $offset, search: $search, orderBy: $orderBy, orderDirection: $orderDirection, isActive: $isActive) {\n      totalCount\n      nodes {\n        id\n        calculatorSlug\n        title\n        description\n        icon\n        features\n        howItWorks\n        category\n        sortOrder\n        isActive\n        embeddable\n        updatedAt\n        updatedBy\n        version\n      }\n    }\n  }\n": types.AdminCalculatorsDocument,
    "\n  query AdminCalculator($calculatorSlug: String!) {\n    calculator(calculatorSlug: $calculatorSlug) {\n      id\n      calculatorSlug\n      title\n      description\n      icon\n      features\n      howItWorks\n      category\n      sortOrder\n      isActive\n      embeddable\n      updatedAt\n      updatedBy\n      version\n    }\n  }\n": types.AdminCalculatorDocument,
    "\n  mutation AdminCreateCalculator($input: CalculatorInput!) {\n    createCalculator(input: $input) {\n      id\n      calculatorSlug\n      version\n    }\n  }\n": types.AdminCreateCalculatorDocument,
    "\n  mutation AdminUpdateCalculator($calculatorSlug: String!, $input: CalculatorInput!) {\n    updateCalculator(calculatorSlug: $calculatorSlug, input: $input) {\n      id\n      calculatorSlug\n      version\n    }\n  }\n": types.AdminUpdateCalculatorDocument,
    "\n  mutation AdminDeleteCalculator($calculatorSlug: String!) {\n    deleteCalculator(calculatorSlug: $calculatorSlug) {\n      id\n      calculatorSlug\n    }\n  }\n": types.AdminDeleteCalculatorDocument,
    "\n  query AdminRecordKinds {\n    recordKinds {\n      name\n      recordType\n      noun\n      heading\n      keyField\n      singleton\n      singletonKey\n      operations\n      columns\n      orders\n      searchHint\n      fields {\n        name\n        label\n        description\n        input\n        required\n        isKey\n        isPublic\n        marks\n        hint\n        options\n        onLabel\n        selection\n        numeric\n      }\n      status {\n        filter\n        label\n        on\n        off\n      }\n      sitePath {\n        field\n        kind\n        suffix\n      }\n    }\n  }\n": types.AdminRecordKindsDocument,
    "\n  query AdminDashboardStats {\n    dashboardStats {\n      totalPages\n      seoPages\n      calculators\n      activeCalculators\n      publishedPages\n      calculatorsByCategory {\n        general\n        education\n        mathematical\n      }\n    }\n  }\n": types.AdminDashboardStatsDocument,
    "\n  query AdminPages($first: Int, $offset: Int, $search: String, $orderBy: PageOrderField, $orderDirection: OrderDirection, $isPublished: Boolean) {\n    pages(first: $first, offset: $offset, search: $search, orderBy: $orderBy, orderDirection: $orderDirection, isPublished: $isPublished) {\n      totalCount\n      nodes {\n        id\n        pageType\n        pageSlug\n        title\n        description\n        content\n        isPublished\n        updatedAt\n        updatedBy\n        version\n      }\n    }\n  }\n": types.AdminPagesDocument,
    "\n  query AdminPage($pageSlug: String!) {\n    page(pageSlug: $pageSlug) {\n      id\n      pageType\n      pageSlug\n      title\n      description\n      content\n      isPublished\n      updatedAt\n      updatedBy\n      version\n    }\n  }\n": types.AdminPageDocument,
    "\n  mutation AdminCreatePage($input: PageInput!) {\n    createPage(input: $input) {\n      id\n      pageSlug\n      version\n    }\n  }\n": types.AdminCreatePageDocument,
    "\n  mutation AdminUpdatePage($pageSlug: String!, $input: PageInput!) {\n    updatePage(pageSlug: $pageSlug, input: $input) {\n      id\n      pageSlug\n      version\n    }\n  }\n": types.AdminUpdatePageDocument,
    "\n  mutation AdminDeletePage($pageSlug: String!) {\n    deletePage(pageSlug: $pageSlug) {\n      id\n      pageSlug\n    }\n  }\n": types.AdminDeletePageDocument,
    "\n  query AdminRecordHistory($recordType: String!, $slug: String!, $first: Int!, $offset: Int!) {\n    recordHistory(recordType: $recordType, slug: $slug, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        version\n        action\n        actor\n        createdAt\n        restoredFrom\n        current\n        changes {\n          field\n          before\n          after\n        }\n      }\n    }\n    latest: recordHistory(recordType: $recordType, slug: $slug, first: 1) {\n      nodes {\n        version\n      }\n    }\n  }\n": types.AdminRecordHistoryDocument,
    "\n  mutation AdminRestoreRecordVersion($recordType: String!, $slug: String!, $version: Int!, $expectedVersion: Int!) {\n    restoreRecordVersion(recordType: $recordType, slug: $slug, version: $version, expectedVersion: $expectedVersion) {\n      version\n    }\n  }\n": types.AdminRestoreRecordVersionDocument,
    "\n  query AdminDeletedRecords($recordType: String!, $first: Int!, $offset: Int!) {\n    deletedRecords(recordType: $recordType, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        recordType\n        slug\n        title\n        version\n        deletedAt\n        deletedBy\n        purgeAt\n      }\n    }\n  }\n": types.AdminDeletedRecordsDocument,
    "\n  mutation AdminRestoreDeletedRecord($recordType: String!, $slug: String!) {\n    restoreDeletedRecord(recordType: $recordType, slug: $slug) {\n      version\n    }\n  }\n": types.AdminRestoreDeletedRecordDocument,
    "\n  mutation AdminPurgeDeletedRecord($recordType: String!, $slug: String!) {\n    purgeDeletedRecord(recordType: $recordType, slug: $slug) {\n      slug\n    }\n  }\n": types.AdminPurgeDeletedRecordDocument,
    "\n  query AdminSeoMetas($first: Int, $offset: Int, $search: String, $orderBy: SeoMetaOrderField, $orderDirection: OrderDirection) {\n    seoMetas(first: $first, offset: $offset, search: $search, orderBy: $orderBy, orderDirection: $orderDirection) {\n      totalCount\n      nodes {\n        id\n        pageSlug\n        metaTitle\n        metaDescription\n        metaKeywords\n        canonicalUrl\n        structuredData\n        ogTitle\n        ogDescription\n        ogImage\n        twitterTitle\n        twitterDescription\n        twitterImage\n        updatedAt\n        updatedBy\n        version\n      }\n    }\n  }\n": types.AdminSeoMetasDocument,
    "\n  query AdminSeoMeta($pageSlug: String!) {\n    seoMeta(pageSlug: $pageSlug) {\n      id\n      pageSlug\n      metaTitle\n      metaDescription\n      metaKeywords\n      canonicalUrl\n      structuredData\n      ogTitle\n      ogDescription\n      ogImage\n      twitterTitle\n      twitterDescription\n      twitterImage\n      updatedAt\n      updatedBy\n      version\n    }\n  }\n": types.AdminSeoMetaDocument,
    "\n  mutation AdminCreateSeoMeta($input: SeoMetaInput!) {\n    createSeoMeta(input: $input) {\n      id\n      pageSlug\n      version\n    }\n  }\n": types.AdminCreateSeoMetaDocument,
    "\n  mutation AdminUpdateSeoMeta($pageSlug: String!, $input: SeoMetaInput!) {\n    updateSeoMeta(pageSlug: $pageSlug, input: $input) {\n      id\n      pageSlug\n      version\n    }\n  }\n": types.AdminUpdateSeoMetaDocument,
    "\n  mutation AdminDeleteSeoMeta($pageSlug: String!) {\n    deleteSeoMeta(pageSlug: $pageSlug) {\n      id\n      pageSlug\n    }\n  }\n": types.AdminDeleteSeoMetaDocument,
    "\n  query AdminMe {\n    me {\n      username\n      email\n      role\n    }\n  }\n": types.AdminMeDocument,
    "\n  mutation AdminLogin($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      success\n      user {\n        username\n        email\n        role\n      }\n    }\n  }\n": types.AdminLoginDocument,
    "\n  mutation AdminLogout {\n    logout\n  }\n": types.AdminLogoutDocument,
    "\n  mutation AdminChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": types.AdminChangePasswordDocument,
    "\n  query AdminApiTokens($first: Int!, $offset: Int!) {\n    apiTokens(first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        name\n        scope\n        secretPrefix\n        createdBy\n        createdAt\n        expiresAt\n        lastUsedAt\n        revokedAt\n      }\n    }\n  }\n": types.AdminApiTokensDocument,
    "\n  mutation AdminCreateApiToken($name: String!, $scope: ApiTokenScope!, $expiresAt: DateTime, $currentPassword: String!) {\n    createApiToken(name: $name, scope: $scope, expiresAt: $expiresAt, currentPassword: $currentPassword) {\n      secret\n      token {\n        id\n        name\n      }\n    }\n  }\n": types.AdminCreateApiTokenDocument,
    "\n  mutation AdminRevokeApiToken($id: Int!) {\n    revokeApiToken(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": types.AdminRevokeApiTokenDocument,
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
export function graphql(source: "\n  query AdminCalculators($first: Int, $offset: Int, $search: String, $orderBy: CalculatorOrderField, $orderDirection: OrderDirection, $isActive: Boolean) {\n    calculators(first: $first, offset: $offset, search: $search, orderBy: $orderBy, orderDirection: $orderDirection, isActive: $isActive) {\n      totalCount\n      nodes {\n        id\n        calculatorSlug\n        title\n        description\n        icon\n        features\n        howItWorks\n        category\n        sortOrder\n        isActive\n        embeddable\n        updatedAt\n        updatedBy\n        version\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCalculators($first: Int, $offset: Int, $search: String, $orderBy: CalculatorOrderField, $orderDirection: OrderDirection, $isActive: Boolean) {\n    calculators(first: $first, offset: $offset, search: $search, orderBy: $orderBy, orderDirection: $orderDirection, isActive: $isActive) {\n      totalCount\n      nodes {\n        id\n        calculatorSlug\n        title\n        description\n        icon\n        features\n        howItWorks\n        category\n        sortOrder\n        isActive\n        embeddable\n        updatedAt\n        updatedBy\n        version\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCalculator($calculatorSlug: String!) {\n    calculator(calculatorSlug: $calculatorSlug) {\n      id\n      calculatorSlug\n      title\n      description\n      icon\n      features\n      howItWorks\n      category\n      sortOrder\n      isActive\n      embeddable\n      updatedAt\n      updatedBy\n      version\n    }\n  }\n"): (typeof documents)["\n  query AdminCalculator($calculatorSlug: String!) {\n    calculator(calculatorSlug: $calculatorSlug) {\n      id\n      calculatorSlug\n      title\n      description\n      icon\n      features\n      howItWorks\n      category\n      sortOrder\n      isActive\n      embeddable\n      updatedAt\n      updatedBy\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateCalculator($input: CalculatorInput!) {\n    createCalculator(input: $input) {\n      id\n      calculatorSlug\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateCalculator($input: CalculatorInput!) {\n    createCalculator(input: $input) {\n      id\n      calculatorSlug\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateCalculator($calculatorSlug: String!, $input: CalculatorInput!) {\n    updateCalculator(calculatorSlug: $calculatorSlug, input: $input) {\n      id\n      calculatorSlug\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateCalculator($calculatorSlug: String!, $input: CalculatorInput!) {\n    updateCalculator(calculatorSlug: $calculatorSlug, input: $input) {\n      id\n      calculatorSlug\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteCalculator($calculatorSlug: String!) {\n    deleteCalculator(calculatorSlug: $calculatorSlug) {\n      id\n      calculatorSlug\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteCalculator($calculatorSlug: String!) {\n    deleteCalculator(calculatorSlug: $calculatorSlug) {\n      id\n      calculatorSlug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRecordKinds {\n    recordKinds {\n      name\n      recordType\n      noun\n      heading\n      keyField\n      singleton\n      singletonKey\n      operations\n      columns\n      orders\n      searchHint\n      fields {\n        name\n        label\n        description\n        input\n        required\n        isKey\n        isPublic\n        marks\n        hint\n        options\n        onLabel\n        selection\n        numeric\n      }\n      status {\n        filter\n        label\n        on\n        off\n      }\n      sitePath {\n        field\n        kind\n        suffix\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminRecordKinds {\n    recordKinds {\n      name\n      recordType\n      noun\n      heading\n      keyField\n      singleton\n      singletonKey\n      operations\n      columns\n      orders\n      searchHint\n      fields {\n        name\n        label\n        description\n        input\n        required\n        isKey\n        isPublic\n        marks\n        hint\n        options\n        onLabel\n        selection\n        numeric\n      }\n      status {\n        filter\n        label\n        on\n        off\n      }\n      sitePath {\n        field\n        kind\n        suffix\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboardStats {\n    dashboardStats {\n      totalPages\n      seoPages\n      calculators\n      activeCalculators\n      publishedPages\n      calculatorsByCategory {\n        general\n        education\n        mathematical\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminDashboardStats {\n    dashboardStats {\n      totalPages\n      seoPages\n      calculators\n      activeCalculators\n      publishedPages\n      calculatorsByCategory {\n        general\n        education\n        mathematical\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPages($first: Int, $offset: Int, $search: String, $orderBy: PageOrderField, $orderDirection: OrderDirection, $isPublished: Boolean) {\n    pages(first: $first, offset: $offset, search: $search, orderBy: $orderBy, orderDirection: $orderDirection, isPublished: $isPublished) {\n      totalCount\n      nodes {\n        id\n        pageType\n        pageSlug\n        title\n        description\n        content\n        isPublished\n        updatedAt\n        updatedBy\n        version\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPages($first: Int, $offset: Int, $search: String, $orderBy: PageOrderField, $orderDirection: OrderDirection, $isPublished: Boolean) {\n    pages(first: $first, offset: $offset, search: $search, orderBy: $orderBy, orderDirection: $orderDirection, isPublished: $isPublished) {\n      totalCount\n      nodes {\n        id\n        pageType\n        pageSlug\n        title\n        description\n        content\n        isPublished\n        updatedAt\n        updatedBy\n        version\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPage($pageSlug: String!) {\n    page(pageSlug: $pageSlug) {\n      id\n      pageType\n      pageSlug\n      title\n      description\n      content\n      isPublished\n      updatedAt\n      updatedBy\n      version\n    }\n  }\n"): (typeof documents)["\n  query AdminPage($pageSlug: String!) {\n    page(pageSlug: $pageSlug) {\n      id\n      pageType\n      pageSlug\n      title\n      description\n      content\n      isPublished\n      updatedAt\n      updatedBy\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreatePage($input: PageInput!) {\n    createPage(input: $input) {\n      id\n      pageSlug\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreatePage($input: PageInput!) {\n    createPage(input: $input) {\n      id\n      pageSlug\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdatePage($pageSlug: String!, $input: PageInput!) {\n    updatePage(pageSlug: $pageSlug, input: $input) {\n      id\n      pageSlug\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdatePage($pageSlug: String!, $input: PageInput!) {\n    updatePage(pageSlug: $pageSlug, input: $input) {\n      id\n      pageSlug\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeletePage($pageSlug: String!) {\n    deletePage(pageSlug: $pageSlug) {\n      id\n      pageSlug\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeletePage($pageSlug: String!) {\n    deletePage(pageSlug: $pageSlug) {\n      id\n      pageSlug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRecordHistory($recordType: String!, $slug: String!, $first: Int!, $offset: Int!) {\n    recordHistory(recordType: $recordType, slug: $slug, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        version\n        action\n        actor\n        createdAt\n        restoredFrom\n        current\n        changes {\n          field\n          before\n          after\n        }\n      }\n    }\n    latest: recordHistory(recordType: $recordType, slug: $slug, first: 1) {\n      nodes {\n        version\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminRecordHistory($recordType: String!, $slug: String!, $first: Int!, $offset: Int!) {\n    recordHistory(recordType: $recordType, slug: $slug, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        version\n        action\n        actor\n        createdAt\n        restoredFrom\n        current\n        changes {\n          field\n          before\n          after\n        }\n      }\n    }\n    latest: recordHistory(recordType: $recordType, slug: $slug, first: 1) {\n      nodes {\n        version\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRestoreRecordVersion($recordType: String!, $slug: String!, $version: Int!, $expectedVersion: Int!) {\n    restoreRecordVersion(recordType: $recordType, slug: $slug, version: $version, expectedVersion: $expectedVersion) {\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRestoreRecordVersion($recordType: String!, $slug: String!, $version: Int!, $expectedVersion: Int!) {\n    restoreRecordVersion(recordType: $recordType, slug: $slug, version: $version, expectedVersion: $expectedVersion) {\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDeletedRecords($recordType: String!, $first: Int!, $offset: Int!) {\n    deletedRecords(recordType: $recordType, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        recordType\n        slug\n        title\n        version\n        deletedAt\n        deletedBy\n        purgeAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminDeletedRecords($recordType: String!, $first: Int!, $offset: Int!) {\n    deletedRecords(recordType: $recordType, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        recordType\n        slug\n        title\n        version\n        deletedAt\n        deletedBy\n        purgeAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRestoreDeletedRecord($recordType: String!, $slug: String!) {\n    restoreDeletedRecord(recordType: $recordType, slug: $slug) {\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRestoreDeletedRecord($recordType: String!, $slug: String!) {\n    restoreDeletedRecord(recordType: $recordType, slug: $slug) {\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminPurgeDeletedRecord($recordType: String!, $slug: String!) {\n    purgeDeletedRecord(recordType: $recordType, slug: $slug) {\n      slug\n    }\n  }\n"): (typeof documents)["\n  mutation AdminPurgeDeletedRecord($recordType: String!, $slug: String!) {\n    purgeDeletedRecord(recordType: $recordType, slug: $slug) {\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSeoMetas($first: Int, $offset: Int, $search: String, $orderBy: SeoMetaOrderField, $orderDirection: OrderDirection) {\n    seoMetas(first: $first, offset: $offset, search: $search, orderBy: $orderBy, orderDirection: $orderDirection) {\n      totalCount\n      nodes {\n        id\n        pageSlug\n        metaTitle\n        metaDescription\n        metaKeywords\n        canonicalUrl\n        structuredData\n        ogTitle\n        ogDescription\n        ogImage\n        twitterTitle\n        twitterDescription\n        twitterImage\n        updatedAt\n        updatedBy\n        version\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminSeoMetas($first: Int, $offset: Int, $search: String, $orderBy: SeoMetaOrderField, $orderDirection: OrderDirection) {\n    seoMetas(first: $first, offset: $offset, search: $search, orderBy: $orderBy, orderDirection: $orderDirection) {\n      totalCount\n      nodes {\n        id\n        pageSlug\n        metaTitle\n        metaDescription\n        metaKeywords\n        canonicalUrl\n        structuredData\n        ogTitle\n        ogDescription\n        ogImage\n        twitterTitle\n        twitterDescription\n        twitterImage\n        updatedAt\n        updatedBy\n        version\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSeoMeta($pageSlug: String!) {\n    seoMeta(pageSlug: $pageSlug) {\n      id\n      pageSlug\n      metaTitle\n      metaDescription\n      metaKeywords\n      canonicalUrl\n      structuredData\n      ogTitle\n      ogDescription\n      ogImage\n      twitterTitle\n      twitterDescription\n      twitterImage\n      updatedAt\n      updatedBy\n      version\n    }\n  }\n"): (typeof documents)["\n  query AdminSeoMeta($pageSlug: String!) {\n    seoMeta(pageSlug: $pageSlug) {\n      id\n      pageSlug\n      metaTitle\n      metaDescription\n      metaKeywords\n      canonicalUrl\n      structuredData\n      ogTitle\n      ogDescription\n      ogImage\n      twitterTitle\n      twitterDescription\n      twitterImage\n      updatedAt\n      updatedBy\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateSeoMeta($input: SeoMetaInput!) {\n    createSeoMeta(input: $input) {\n      id\n      pageSlug\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateSeoMeta($input: SeoMetaInput!) {\n    createSeoMeta(input: $input) {\n      id\n      pageSlug\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateSeoMeta($pageSlug: String!, $input: SeoMetaInput!) {\n    updateSeoMeta(pageSlug: $pageSlug, input: $input) {\n      id\n      pageSlug\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateSeoMeta($pageSlug: String!, $input: SeoMetaInput!) {\n    updateSeoMeta(pageSlug: $pageSlug, input: $input) {\n      id\n      pageSlug\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteSeoMeta($pageSlug: String!) {\n    deleteSeoMeta(pageSlug: $pageSlug) {\n      id\n      pageSlug\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteSeoMeta($pageSlug: String!) {\n    deleteSeoMeta(pageSlug: $pageSlug) {\n      id\n      pageSlug\n    }\n  }\n"];
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

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;