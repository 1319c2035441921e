import { Arg, Ctx, Field, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../api/context.ts';
import { AdminRoleEnum } from '../api/enums.ts';
import { DatabaseCost } from '../api/limits.ts';
import type { AdminUser } from './admin-user.entity.ts';
import { changePassword, login, logout } from './auth.service.ts';
import type { SignedInUser } from './sessions.ts';

@ObjectType('AdminProfile', { simpleResolvers: true, description: 'The signed-in administrator.' })
export class AdminProfileObject {
  @Field(() => String, { description: 'Username (lowercase).' })
  username!: string;

  @Field(() => String, { nullable: true, description: 'E-mail address, if set.' })
  email!: string | null;

  @Field(() => AdminRoleEnum, { description: 'What the account may do.' })
  role!: string;
}

@ObjectType('LoginResult', {
  simpleResolvers: true,
  description: 'The outcome of a successful sign-in (a failed one is an UNAUTHENTICATED or RATE_LIMITED error).',
})
export class LoginResultObject {
  @Field(() => Boolean, { description: 'Always true on success.' })
  success!: boolean;

  @Field(() => AdminProfileObject, { description: 'Who is now signed in.' })
  user!: AdminUser;
}

@Resolver()
export class AuthResolver {
  @DatabaseCost(0)
  @Query(() => AdminProfileObject, { nullable: true, description: 'The signed-in administrator, or null when signed out.' })
  me(@Ctx() ctx: RequestContext): SignedInUser | null {
    return ctx.user;
  }

  @DatabaseCost(10)
  @Mutation(() => LoginResultObject, { description: 'Signs in and sets the session cookie. Repeated failures are slowed, then refused with RATE_LIMITED.' })
  async login(@Arg('username', () => String) username: string, @Arg('password', () => String) password: string, @Ctx() ctx: RequestContext) {
    const user = await login(ctx, { username, password });
    return { success: true, user };
  }

  @DatabaseCost(3)
  @Mutation(() => Boolean, { description: 'Signs out: the session ends on the server and the cookie is cleared. Always true.' })
  async logout(@Ctx() ctx: RequestContext): Promise<boolean> {
    await logout(ctx);
    return true;
  }

  @DatabaseCost(10)
  @Mutation(() => Boolean, {
    description: "Changes the signed-in administrator's password; their other sessions end and their API tokens are revoked. Requires sign-in.",
  })
  async changePassword(
    @Arg('currentPassword', () => String) currentPassword: string,
    @Arg('newPassword', () => String, { description: 'At least 10 characters.' }) newPassword: string,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    await changePassword(ctx, { currentPassword, newPassword });
    return true;
  }
}
