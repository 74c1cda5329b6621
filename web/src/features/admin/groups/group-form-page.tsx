import { useNavigate } from 'react-router-dom';

import { adminGroupPath, adminPaths } from '@/config/paths';

import { AdminFormPage } from '../shared/form-frame';

import { GroupForm } from './group-form';

const nothingToLoad = { status: 'ready' as const, data: null };

/** /admin/groups/add: a new group; its page opens once it is made, to add its managers. */
export function GroupFormPage() {
  const navigate = useNavigate();
  return (
    <AdminFormPage
      title="Add Group"
      back={{ to: adminPaths.groups, label: 'Back to Groups' }}
      loaded={nothingToLoad}
      loadFailure=""
    >
      {() => (
        <GroupForm group={null} cancel={{ to: adminPaths.groups }} onSaved={(group) => void navigate(adminGroupPath(group.id))} />
      )}
    </AdminFormPage>
  );
}
