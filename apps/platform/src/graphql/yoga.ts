/**
 * The GraphQL engine of graphql/routes.ts: graphql-yoga over the admin schema (Pothos) with its depth and cost
 * limits. Imported on the first /graphql call only (issue 17): graphql-yoga, graphql-js, Pothos and the schema
 * are ≈ 35 MB of a process's memory that a server nobody asks GraphQL of never needs.
 */
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit'
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth'
import { createYoga } from 'graphql-yoga'
import { DEPTH_COST_FACTOR, MAX_COST, MAX_DEPTH, OBJECT_COST, SCALAR_COST } from './limits.js'
import { adminSchema, type GraphContext } from './schema.js'

/** The yoga instance that executes /graphql requests. */
export function createGraphqlYoga() {
  return createYoga<{ graph: GraphContext }>({
    schema: adminSchema,
    graphqlEndpoint: '/graphql',
    graphiql: false,
    landingPage: false,
    context: ({ graph }) => graph,
    plugins: [
      maxDepthPlugin({ n: MAX_DEPTH, ignoreIntrospection: true, exposeLimits: true }),
      costLimitPlugin({
        maxCost: MAX_COST,
        objectCost: OBJECT_COST,
        scalarCost: SCALAR_COST,
        depthCostFactor: DEPTH_COST_FACTOR,
        ignoreIntrospection: true,
        exposeLimits: true,
      }),
    ],
  })
}
