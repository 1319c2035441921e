/** The scalars of the contract: JSON for the records' JSON fields, DateTime (ISO-8601) for times. */
export { GraphQLDateTime as DateTimeScalar, GraphQLJSON as JsonScalar, GraphQLJSONObject as JsonObjectScalar } from 'graphql-scalars';
