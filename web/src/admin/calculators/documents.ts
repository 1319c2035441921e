import { graphql } from '../../graphql/generated/gql.ts';

export const CalculatorsQuery = graphql(`
  query AdminCalculators($first: Int, $offset: Int, $search: String, $orderBy: CalculatorOrderField, $orderDirection: OrderDirection, $isActive: Boolean) {
    calculators(first: $first, offset: $offset, search: $search, orderBy: $orderBy, orderDirection: $orderDirection, isActive: $isActive) {
      totalCount
      nodes {
        id
        calculatorSlug
        title
        description
        icon
        features
        howItWorks {
          ...AdminHowItWorks
        }
        category
        sortOrder
        isActive
        embeddable
        updatedAt
        updatedBy
        version
      }
    }
  }
`);

export const CalculatorQuery = graphql(`
  query AdminCalculator($calculatorSlug: String!) {
    calculator(calculatorSlug: $calculatorSlug) {
      id
      calculatorSlug
      title
      description
      icon
      features
      howItWorks {
        ...AdminHowItWorks
      }
      category
      sortOrder
      isActive
      embeddable
      updatedAt
      updatedBy
      version
    }
  }
`);

export const CreateCalculatorMutation = graphql(`
  mutation AdminCreateCalculator($input: CalculatorInput!) {
    createCalculator(input: $input) {
      id
      calculatorSlug
      version
    }
  }
`);

export const UpdateCalculatorMutation = graphql(`
  mutation AdminUpdateCalculator($calculatorSlug: String!, $input: CalculatorInput!) {
    updateCalculator(calculatorSlug: $calculatorSlug, input: $input) {
      id
      calculatorSlug
      version
    }
  }
`);

export const DeleteCalculatorMutation = graphql(`
  mutation AdminDeleteCalculator($calculatorSlug: String!) {
    deleteCalculator(calculatorSlug: $calculatorSlug) {
      id
      calculatorSlug
    }
  }
`);
