import { useCurrentUser } from '@/features/auth/stores/session-store';
import { ModuleFormPage } from '@/features/admin/courses/module-form-page';
import { backOfficeOf } from '@/lib/staff-roles';

/** A module's form: its video lessons' viewers for an admin only. */
export function AdminModuleForm() {
  return <ModuleFormPage watching={backOfficeOf(useCurrentUser())?.all ?? false} />;
}
