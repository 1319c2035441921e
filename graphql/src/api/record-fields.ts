import { Field, Int, ObjectType, type ClassType } from 'type-graphql';
import { DateTimeScalar } from './scalars.ts';

/**
 * The fields every record has that anyone may read, declared once for the three record types. Only
 * its subclasses are returned by resolvers, so it never appears in the schema itself.
 */
@ObjectType({ simpleResolvers: true })
export abstract class PublicRecordFields {
  @Field(() => Int, { description: 'Database id.' })
  id!: number;

  @Field(() => DateTimeScalar, { description: 'When the record was created.' })
  createdAt!: Date;

  @Field(() => DateTimeScalar, { description: 'When the record last changed.' })
  updatedAt!: Date;
}

/**
 * A record type as administrators read it: its public type plus what only they may see (who changed
 * it last, a username) and what only their writes need (the version). Public types never carry these.
 */
export function withAdminFields<Base extends ClassType>(base: Base) {
  @ObjectType({ simpleResolvers: true })
  abstract class AdminRecordFields extends base {
    @Field(() => Int, { description: 'Optimistic-locking version: send it back with an update; a stale one gets CONFLICT.' })
    version!: number;

    @Field(() => String, { nullable: true, description: 'Username of whoever changed the record last; null for what the first start seeded.' })
    updatedBy!: string | null;
  }
  return AdminRecordFields;
}
