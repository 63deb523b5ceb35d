import { matchesPattern, type UserBody } from '@tessera/shared';
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest, type AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { hashPassword } from '../../lib/password';
import { PasswordRehashJob } from '../../lib/password-rehash';
import { hiddenBodyFields } from './user-scope';
import { insertUsers, liveIds, markedUsers, takenAccounts, type NewUser } from './user-write.repository';

const ACCOUNT = /^[A-Za-z0-9]+$/;
const unique = (ids: string[]) => [...new Set(ids)];

/** What a batch create needs to know about the caller and the system, read once per batch. */
export interface BatchContext {
  db: Kysely<DB>;
  caller: { userId: string; isAdministrator: boolean };
  /** Form fields of the users menu the caller is not granted. */
  hiddenFields: Set<string>;
  /** Roles the caller holds (only read for non-administrators). */
  heldRoles: () => Promise<string[]>;
  /** The plain initial password of new users. */
  initialPassword: string;
  rehash: Pick<PasswordRehashJob, 'enqueue'>;
}

/** The outcome of one body: the new id, or why it was refused (an AppError) or failed (other Error). */
export type CreateOutcome = { id: string } | { error: Error };

/** The relations a body asks for, each list without repeats, in the saved order. */
export function bodyRelations(body: UserBody): NewUser['relations'] {
  return {
    Organize: unique(body.organizeIds),
    Position: unique(body.positionIds),
    Role: unique(body.roleIds),
    Group: unique(body.groupIds),
  };
}

/** The stored columns of a user body with its de-duplicated relations (create and update alike). */
export function userValues(body: UserBody, rel: NewUser['relations']): NewUser['values'] {
  return {
    account: body.account,
    real_name: body.realName,
    gender: body.gender ?? null,
    mobile_phone: body.mobilePhone || null,
    email: body.email || null,
    organize_id: rel.Organize[0] ?? null,
    position_id: rel.Position[0] ?? null,
    manager_id: body.managerId || null,
    enabled_mark: body.enabledMark,
    sort_code: body.sortCode,
    description: body.description ?? null,
  };
}

/**
 * Creates users with every rule of a single create (form fields granted, account/phone/e-mail
 * patterns, unique account, live relations, grant only held roles), checked for the whole batch
 * with one query per kind instead of per row, then written in one transaction with multi-row
 * inserts. The initial password is hashed once for the batch; when more than one user is created
 * the hash is marked shared and the rehash job gives each user their own salt in the background
 * (they can sign in at once; a sign-in rehashes too). Should the transaction fail (an account
 * taken meanwhile), the rows are written one by one so one bad row never stops the others; an
 * unexpected failure of a row comes back as its Error for the caller to log.
 */
export async function createUsers(ctx: BatchContext, bodies: UserBody[]): Promise<CreateOutcome[]> {
  const { db, caller } = ctx;
  // the one hash runs in the thread pool while the checks query the database
  const md5 = createHash('md5').update(ctx.initialPassword).digest('hex');
  const hashing = hashPassword(md5);
  hashing.catch(() => undefined);
  const hidden = hiddenBodyFields(ctx.hiddenFields);
  const rels = bodies.map(bodyRelations);
  const taken = await takenAccounts(
    db,
    bodies.map((b) => b.account),
  );
  const pick = (f: (r: NewUser['relations'], b: UserBody) => string[]) =>
    rels.flatMap((r, i) => f(r, bodies[i]!));
  const [orgs, positions, roles, groups, managers] = await Promise.all([
    liveIds(
      db,
      'base_organize',
      pick((r) => r.Organize),
    ),
    liveIds(
      db,
      'base_position',
      pick((r) => r.Position),
    ),
    liveIds(
      db,
      'base_role',
      pick((r) => r.Role),
    ),
    liveIds(
      db,
      'base_group',
      pick((r) => r.Group),
    ),
    liveIds(
      db,
      'base_user',
      pick((_, b) => (b.managerId ? [b.managerId] : [])),
    ),
  ]);
  const held = caller.isAdministrator ? null : new Set(await ctx.heldRoles());
  const outcomes: CreateOutcome[] = [];
  const fresh: NewUser[] = [];
  bodies.forEach((body, i) => {
    const rel = rels[i]!;
    const refuse = (error: AppError) => outcomes.push({ error });
    const refused = hidden.find((f) => body[f] !== undefined && body[f] !== null && body[f] !== '');
    if (refused) return refuse(badRequest('formFieldNotGranted', { field: refused }));
    if (!ACCOUNT.test(body.account)) return refuse(badRequest('accountInvalid'));
    if (body.mobilePhone && !matchesPattern('phone', body.mobilePhone))
      return refuse(badRequest('phoneInvalid'));
    if (body.email && !matchesPattern('email', body.email)) return refuse(badRequest('emailInvalid'));
    const account = body.account.toLowerCase();
    if (taken.has(account)) return refuse(badRequest('accountTaken', { account: body.account }));
    const live =
      rel.Organize.every((id) => orgs.has(id)) &&
      rel.Position.every((id) => positions.has(id)) &&
      rel.Role.every((id) => roles.has(id)) &&
      rel.Group.every((id) => groups.has(id)) &&
      (!body.managerId || managers.has(body.managerId));
    if (!live) return refuse(badRequest('userRelationMissing'));
    if (held && rel.Role.some((r) => !held.has(r))) return refuse(badRequest('roleNotHeld'));
    taken.add(account);
    const user = { id: newId(), values: userValues(body, rel), relations: rel };
    fresh.push(user);
    outcomes.push({ id: user.id });
  });
  if (!fresh.length) return outcomes;
  const shared = fresh.length > 1;
  const who = { userId: caller.userId, now: Date.now(), passwordHash: await hashing, shared };
  const failed = new Map<string, Error>();
  try {
    await db.transaction().execute((trx) => insertUsers(trx, fresh, who));
  } catch {
    for (const user of fresh)
      try {
        await db.transaction().execute((trx) => insertUsers(trx, [user], who));
      } catch (error) {
        const nowTaken = (await takenAccounts(db, [user.values.account])).size > 0;
        failed.set(
          user.id,
          nowTaken ? badRequest('accountTaken', { account: user.values.account }) : (error as Error),
        );
      }
  }
  if (shared)
    ctx.rehash.enqueue(
      md5,
      fresh.map((u) => u.id).filter((id) => !failed.has(id)),
    );
  return outcomes.map((o) => ('id' in o && failed.has(o.id) ? { error: failed.get(o.id)! } : o));
}

/** The job that gives imported users their own salt, on this database's marked users. */
export function importRehashJob(
  db: Kysely<DB>,
  passwords: { replaceSharedHash(userId: string, passwordHash: string): Promise<void> },
  initialPassword: () => Promise<string>,
): PasswordRehashJob {
  return new PasswordRehashJob({
    store: {
      marked: (afterId, limit) => markedUsers(db, afterId, limit),
      replace: (id, hash) => passwords.replaceSharedHash(id, hash),
    },
    initialMd5: async () =>
      createHash('md5')
        .update(await initialPassword())
        .digest('hex'),
  });
}
