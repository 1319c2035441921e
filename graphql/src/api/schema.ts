/** The GraphQL schema, built from the resolvers; `schema.graphql` is its printed, sorted form. */
import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AuthResolver } from '../auth/auth.graphql.ts';
import { CalculatorResolver } from '../calculators/calculator.graphql.ts';
import { PageResolver } from '../pages/page.graphql.ts';
import { SeoMetaResolver } from '../seo/seo-meta.graphql.ts';
import { DashboardResolver } from './dashboard.graphql.ts';

let built: Promise<GraphQLSchema> | undefined;

export function schema(): Promise<GraphQLSchema> {
  built ??= buildSchema({
    resolvers: [AuthResolver, DashboardResolver, PageResolver, SeoMetaResolver, CalculatorResolver],
    validate: false,
    emitSchemaFile: false,
  });
  return built;
}

export async function printedSchema(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await schema()))}\n`;
}
