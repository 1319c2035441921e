/**
 * Queries answered by JavaScript compiled for their document (graphql-jit) once the document has
 * been seen before. graphql-js walks a query's selections anew for every object it answers, and for
 * every field builds a path, a resolve info and two dictionaries for its arguments; for a list such
 * as activeCalculators that is most of what a request allocates and a large part of its CPU.
 *
 * Why a second executor is kept beside graphql-js: the API's goal is a GraphQL p99 under 50 ms on
 * PostgreSQL beside a bare route's throughput, and without compiled queries the p99 straddled that
 * line on a quiet machine while each GraphQL request cost the server markedly more CPU (figures in
 * bench/README.md, "Second copies of library internals"). The API benchmark measures both executors
 * on every run (bench/executors.ts); remove this one when graphql-js alone meets the goal there.
 *
 * graphql-js stays the reference. It alone runs mutations (rare, and never to be run twice) and a
 * document's first query, so a query sent once (an integrator exploring, introspection) costs no
 * compilation. Variables are checked by graphql-js before a compiled query runs. A compiled answer
 * with errors is sent as it is, its errors formatted by the same `formatError` Apollo applies to
 * graphql-js's, so a failing query runs once (running it again would double what a failure costs,
 * a failure an anonymous client can ask for at will), and its answer is the one graphql-js gives
 * (compiled-execution.test.ts compares them byte for byte). Only an exception thrown by the
 * compiled code itself, a fault of the compiler, has graphql-js answer instead.
 *
 * A plugin answering before execution is how Apollo Server lets a response come from elsewhere (its
 * response cache works so); parsing, validation, the document store and error formatting stay Apollo's.
 */
import { HeaderMap, type ApolloServerPlugin, type BaseContext } from '@apollo/server';
import { getVariableValues, GraphQLError, type DocumentNode, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

/** A document is compiled on its second query. */
const runsBeforeCompiling = 1;

interface Compilation {
  runs: number;
  /** Null when the compiler refused the document: graphql-js answers it every time. */
  compiled?: CompiledQuery | null;
}

/** Apollo's `formatError`: the same one formats the errors of both executors. */
export type ErrorFormatter = (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;

export function compiledQueries<Context extends BaseContext>(schema: GraphQLSchema, formatError: ErrorFormatter): ApolloServerPlugin<Context> {
  // Keyed by the parsed document Apollo's document store keeps, so a document it drops takes its
  // compiled code with it; then by operation name, since one document may hold several.
  const compilations = new WeakMap<DocumentNode, Map<string, Compilation>>();

  function compiledFor(document: DocumentNode, operationName: string | undefined): CompiledQuery | null {
    let byName = compilations.get(document);
    if (!byName) compilations.set(document, (byName = new Map()));
    const key = operationName ?? '';
    let compilation = byName.get(key);
    if (!compilation) byName.set(key, (compilation = { runs: 0 }));
    if (compilation.compiled !== undefined) return compilation.compiled;
    if (compilation.runs++ < runsBeforeCompiling) return null;
    const compiled = compileQuery(schema, document, operationName);
    compilation.compiled = isCompiledQuery(compiled) ? compiled : null;
    return compilation.compiled;
  }

  return {
    async requestDidStart() {
      return {
        async responseForOperation({ document, operation, request, contextValue }) {
          // No operation: the request named one the document does not hold, and Apollo answers that.
          if (operation?.operation !== 'query') return null;
          const compiled = compiledFor(document, request.operationName);
          if (!compiled) return null;
          const variables = request.variables ?? {};
          if (getVariableValues(schema, operation.variableDefinitions ?? [], variables).errors) return null;
          try {
            const result = await compiled.query(undefined, contextValue, variables);
            // As Apollo formats graphql-js's errors: each as a GraphQLError, then through formatError.
            const errors = result.errors?.map((error) => {
              const located = error instanceof GraphQLError ? error : new GraphQLError(String((error as Error).message), { originalError: error as Error });
              return formatError(located.toJSON(), located);
            });
            const singleResult = errors ? { data: result.data, errors } : { data: result.data };
            return { http: { headers: new HeaderMap(), status: undefined }, body: { kind: 'single', singleResult } };
          } catch {
            // Whatever went wrong in the compiled code, graphql-js answers.
            return null;
          }
        },
      };
    },
  };
}
