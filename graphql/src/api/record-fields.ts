import { Field, Int, ObjectType } from 'type-graphql';
import { DateTimeScalar } from './scalars.ts';

/**
 * The fields every administered record has, declared once for the three record types. Only its
 * subclasses are returned by resolvers, so it never appears in the schema itself.
 */
@ObjectType({ simpleResolvers: true })
export abstract class RecordFields {
  @Field(() => Int, { description: 'Database id.' })
  id!: number;

  @Field(() => Int, { description: 'Optimistic-locking version: send it back with an update; a stale one gets CONFLICT.' })
  version!: number;

  @Field(() => DateTimeScalar, { description: 'When the record was created.' })
  createdAt!: Date;

  @Field(() => DateTimeScalar, { description: 'When the record last changed.' })
  updatedAt!: Date;

  @Field(() => String, { nullable: true, description: 'Username of whoever changed the record last; null for what the first start seeded.' })
  updatedBy!: string | null;
}
