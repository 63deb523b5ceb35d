import {
  ADVANCED_QUERY_PLANS_MAX,
  parseAdvancedQuery,
  type AdvancedQueryBody,
  type AdvancedQueryItem,
} from '@tessera/shared';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { SessionUser } from '../../plugins/types';
import type { AccessService } from '../auth/access.service';
import {
  countPlans,
  deletePlan,
  findPlan,
  insertPlan,
  planNameTaken,
  plansOf,
  updatePlan,
  type AdvancedQueryDb,
  type AdvancedQueryRow,
  type AdvancedQueryValues,
} from './advanced-query.repository';

/** The API object of a stored plan (the owner column stays on the server). */
const toItem = (r: AdvancedQueryRow): AdvancedQueryItem => ({
  id: r.id,
  fullName: r.full_name,
  moduleId: r.module_id,
  matchLogic: r.match_logic,
  conditionJson: r.condition_json,
  creatorTime: Number(r.created_at),
  lastModifyTime: r.updated_at === null ? null : Number(r.updated_at),
});

/**
 * Saved advanced-query plans (form-model.md §5.3), per user and list menu. A plan is its creator's
 * alone: another user's plan answers "not found" to reading, changing and deleting, so its
 * existence is not disclosed. The fields a plan names are checked against the model when it is
 * applied (the List call), since a design may change after a plan was saved.
 */
export class AdvancedQueryService {
  constructor(
    private readonly db: AdvancedQueryDb,
    private readonly access: AccessService,
  ) {}

  /** The caller's plans for a menu they may open. */
  async list(user: SessionUser, moduleId: string): Promise<{ list: AdvancedQueryItem[] }> {
    await this.requireMenu(user, moduleId);
    return { list: (await plansOf(this.db, user.userId, moduleId)).map(toItem) };
  }

  /** One of the caller's plans. */
  async info(user: SessionUser, id: string): Promise<AdvancedQueryItem> {
    return toItem(await this.owned(user, id));
  }

  /** Saves a plan for the caller; answers its id. */
  async create(user: SessionUser, body: AdvancedQueryBody): Promise<{ id: string }> {
    const values = await this.checked(user, body);
    if ((await countPlans(this.db, user.userId, values.module_id)) >= ADVANCED_QUERY_PLANS_MAX)
      throw badRequest('advancedQueryTooMany', { max: ADVANCED_QUERY_PLANS_MAX });
    const id = newId();
    await insertPlan(this.db, id, user.userId, values, Date.now());
    return { id };
  }

  /** Rewrites one of the caller's plans. */
  async update(user: SessionUser, id: string, body: AdvancedQueryBody): Promise<void> {
    await this.owned(user, id);
    await updatePlan(this.db, id, user.userId, await this.checked(user, body, id), Date.now());
  }

  /** Deletes one of the caller's plans. */
  async remove(user: SessionUser, id: string): Promise<void> {
    await this.owned(user, id);
    await deletePlan(this.db, id, user.userId, Date.now());
  }

  private async owned(user: SessionUser, id: string): Promise<AdvancedQueryRow> {
    const row = await findPlan(this.db, id, user.userId);
    if (!row) throw notFound();
    return row;
  }

  /** Refuses (403) unless the menu exists and the caller may open it; the same answer for both. */
  private async requireMenu(user: SessionUser, moduleId: string): Promise<void> {
    const catalog = await this.access.catalog();
    const menu = catalog.modules.find((m) => m.id === moduleId);
    if (!menu || !(await this.access.can(user, menu.en_code))) throw forbidden();
  }

  private async checked(
    user: SessionUser,
    body: AdvancedQueryBody,
    id?: string,
  ): Promise<AdvancedQueryValues> {
    await this.requireMenu(user, body.moduleId);
    const parsed = parseAdvancedQuery(body.matchLogic, body.conditionJson);
    if (!parsed.ok) throw badRequest(parsed.problem.key, parsed.problem.params);
    if (await planNameTaken(this.db, user.userId, body.moduleId, body.fullName, id))
      throw badRequest('advancedQueryNameTaken', { name: body.fullName });
    return {
      module_id: body.moduleId,
      full_name: body.fullName,
      match_logic: parsed.query.matchLogic,
      // stored as checked (defaults filled in), not as sent
      condition_json: JSON.stringify(parsed.query.conditionList),
    };
  }
}
