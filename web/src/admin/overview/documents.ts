import { graphql } from '../../graphql/generated/gql.ts';

export const DashboardStatsQuery = graphql(`
  query AdminDashboardStats {
    dashboardStats {
      totalPages
      seoPages
      calculators
      activeCalculators
      publishedPages
      calculatorsByCategory {
        general
        education
        mathematical
      }
    }
  }
`);
