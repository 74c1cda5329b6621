import type { Transaction } from 'firebase-admin/firestore';

import {
  ADMIN_PAGE_SIZE,
  GROUP_NOT_FOUND,
  type AdminGroupList,
  type AuditActor,
  type GroupInput,
  type GroupListQuery,
  type GroupView,
  type Memberships,
  type MyGroups,
  type SeatView,
} from '../../contract';
import { AppError } from '../../lib/app-error';
import { auditEntry, changedFields } from '../audit/audit.service';
import { recordAuditInTransaction } from '../audit/audit.repository';
import { findCourses } from '../courses/catalog.service';
import { findUserByEmail, findUsers } from '../users/users.service';

import {
  changeManagers,
  createGroup,
  findGroup,
  listGroupsManagedBy,
  listGroupsPage,
  updateGroup,
  type StoredGroup,
} from './groups.repository';
import { listPools } from './seats.repository';

export type { StoredGroup } from './groups.repository';

const GROUP_FIELDS = [
  'name',
  'legalName',
  'billingAddress',
  'stateCode',
  'gstin',
  'billingEmail',
  'emailDomain',
  'volumeDiscountPercent',
] as const;

const groupResource = (group: { id: string; name: string }) => ({ type: 'group' as const, id: group.id, label: group.name });

/** The group a request names, or null (a malformed id is simply not found). Read once per request by the guard. */
export const findGroupForAccess = (id: string) => findGroup(id);

/** Seats of each course the group bought, with what is used and free. */
async function seatsOf(groupId: string): Promise<SeatView[]> {
  const pools = await listPools(groupId);
  const courses = await findCourses(pools.map((pool) => pool.courseId));
  return pools
    .map((pool) => ({
      courseId: pool.courseId,
      courseTitle: courses.get(pool.courseId)?.title ?? pool.courseId,
      purchased: pool.purchased,
      used: pool.purchased - pool.free,
      free: pool.free,
    }))
    .sort((a, b) => a.courseTitle.localeCompare(b.courseTitle));
}

/** A group with its managers and seats, as its managers and the back-office see it. */
export async function groupView(group: StoredGroup): Promise<GroupView> {
  const [users, seats] = await Promise.all([findUsers(group.managerUids), seatsOf(group.id)]);
  const { nameLower: _, managerUids, ...fields } = group;
  return {
    ...fields,
    managers: managerUids.flatMap((uid) => {
      const user = users.get(uid);
      return user ? [{ uid, name: user.name, email: user.email }] : [];
    }),
    seats,
  };
}

async function requireGroup(id: string): Promise<StoredGroup> {
  const group = await findGroup(id);
  if (!group) throw AppError.notFound(GROUP_NOT_FOUND);
  return group;
}

export async function addGroup(input: GroupInput, actor: AuditActor): Promise<GroupView> {
  const group = await createGroup(input, actor.uid, (tx, created) =>
    recordAuditInTransaction(tx, auditEntry(actor, groupResource(created), 'created', changedFields(null, input, GROUP_FIELDS))),
  );
  return groupView(group);
}

export async function editGroup(id: string, input: GroupInput, actor: AuditActor): Promise<GroupView> {
  const group = await updateGroup(id, input, (tx, before) => {
    const changes = changedFields(before, input, GROUP_FIELDS);
    if (changes.length) recordAuditInTransaction(tx, auditEntry(actor, groupResource(before), 'updated', changes));
  });
  if (!group) throw AppError.notFound(GROUP_NOT_FOUND);
  return groupView(group);
}

export async function adminGroupDetails(id: string): Promise<GroupView> {
  return groupView(await requireGroup(id));
}

export async function searchGroups(query: GroupListQuery): Promise<AdminGroupList> {
  const page = query.page ?? 1;
  const { groups, total } = await listGroupsPage(query.search?.toLowerCase() ?? null, page, ADMIN_PAGE_SIZE);
  return {
    groups: groups.map((group) => ({
      id: group.id,
      name: group.name,
      legalName: group.legalName,
      stateCode: group.stateCode,
      gstin: group.gstin,
      managerCount: group.managerUids.length,
      createdAt: group.createdAt,
    })),
    total,
    page,
  };
}

const managerAudit =
  (actor: AuditActor, after: (before: StoredGroup) => string[]) =>
  (tx: Transaction, before: StoredGroup) =>
    recordAuditInTransaction(
      tx,
      auditEntry(actor, groupResource(before), 'updated', [{ field: 'managerUids', before: before.managerUids, after: after(before) }]),
    );

/** Makes an existing account a manager of the group (an account may manage several groups). */
export async function addManager(groupId: string, email: string, actor: AuditActor): Promise<GroupView> {
  const group = await requireGroup(groupId);
  const user = await findUserByEmail(email);
  if (!user) {
    const msg = 'No account has this email address; ask them to register first';
    throw AppError.badRequest(msg, [{ msg, path: 'email' }]);
  }
  if (group.managerUids.includes(user.uid)) return groupView(group);
  const updated = await changeManagers(
    groupId,
    { add: user.uid },
    managerAudit(actor, (before) => [...before.managerUids, user.uid]),
  );
  if (!updated) throw AppError.notFound(GROUP_NOT_FOUND);
  return groupView(updated);
}

export async function removeManager(groupId: string, uid: string, actor: AuditActor): Promise<GroupView> {
  const group = await requireGroup(groupId);
  if (!group.managerUids.includes(uid)) throw AppError.notFound('This person does not manage this group');
  const updated = await changeManagers(
    groupId,
    { remove: uid },
    managerAudit(actor, (before) => before.managerUids.filter((manager) => manager !== uid)),
  );
  if (!updated) throw AppError.notFound(GROUP_NOT_FOUND);
  return groupView(updated);
}

/** GET /api/groups: the groups the caller manages. */
export async function myGroups(uid: string): Promise<MyGroups> {
  return { groups: (await listGroupsManagedBy(uid)).map((group) => ({ id: group.id, name: group.name })) };
}

/** What the menu and the badge need, read from Firestore on every call (never from the token). */
export async function managerOfGroups(uid: string): Promise<Memberships['managerOf']> {
  return (await myGroups(uid)).groups;
}
