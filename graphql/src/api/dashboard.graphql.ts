import { Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { Calculator } from '../records/calculator/calculator.ts';
import { Page } from '../records/page/page.ts';
import { SeoMeta } from '../records/seo/seo-meta.ts';
import type { RequestContext } from './context.ts';
import { DatabaseCost } from './limits.ts';
import { requireAdmin } from './records.ts';

@ObjectType('CategoryCounts', { simpleResolvers: true, description: 'Calculator records per category.' })
export class CategoryCountsObject {
  @Field(() => Int, { description: 'Calculator records in the general category.' }) general!: number;
  @Field(() => Int, { description: 'Calculator records in the education category.' }) education!: number;
  @Field(() => Int, { description: 'Calculator records in the mathematical category.' }) mathematical!: number;
}

@ObjectType('DashboardStats', { simpleResolvers: true, description: 'The counts of the admin overview.' })
export class DashboardStatsObject {
  @Field(() => Int, { description: 'Page records.' }) totalPages!: number;
  @Field(() => Int, { description: 'Published page records.' }) publishedPages!: number;
  @Field(() => Int, { description: 'SEO meta records.' }) seoPages!: number;
  @Field(() => Int, { description: 'Calculator records.' }) calculators!: number;
  @Field(() => Int, { description: 'Active calculator records.' }) activeCalculators!: number;
  @Field(() => CategoryCountsObject, { description: 'Calculator records per category.' }) calculatorsByCategory!: CategoryCountsObject;
}

@Resolver()
export class DashboardResolver {
  @DatabaseCost(8)
  @Query(() => DashboardStatsObject, { description: 'Counts for the admin overview. Requires sign-in.' })
  async dashboardStats(@Ctx() ctx: RequestContext): Promise<DashboardStatsObject> {
    requireAdmin(ctx);
    const { em } = ctx;
    // One statement at a time: the embedded database runs them in sequence anyway.
    const totalPages = await em.count(Page, {});
    const publishedPages = await em.count(Page, { isPublished: true });
    const seoPages = await em.count(SeoMeta, {});
    const calculators = await em.count(Calculator, {});
    const activeCalculators = await em.count(Calculator, { isActive: true });
    const general = await em.count(Calculator, { category: 'general' });
    const education = await em.count(Calculator, { category: 'education' });
    const mathematical = await em.count(Calculator, { category: 'mathematical' });
    return { totalPages, publishedPages, seoPages, calculators, activeCalculators, calculatorsByCategory: { general, education, mathematical } };
  }
}
