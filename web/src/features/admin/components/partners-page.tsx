import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE, type Partner } from '@contract';
import { Badge, Button, Checkbox, FileInput, Modal, NumberInput, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';

import { fieldErrorMap } from '@/lib/form-errors';
import { formatLongDate } from '@/lib/format';
import { notifyApiError, notifySuccess } from '@/lib/notify';
import { useApiData } from '@/lib/use-api-data';

import { getAdminList, runAdminAction, saveAdminItem } from '../api/admin-content';
import { useAdminAction } from '../hooks/use-admin-action';

import { AdminTable, type Column } from './admin-table';
import classes from './admin.module.css';
import { confirmAction } from './confirm';

type PartnerKind = 'organizations' | 'leagues';

const THING = { organizations: 'organization', leagues: 'league' } as const;
const TITLE = { organizations: 'Organizations', leagues: 'Leagues' } as const;

interface EditorProps {
  kind: PartnerKind;
  partner: Partner | null;
  onClose: () => void;
  onSaved: () => void;
}

function PartnerEditor({ kind, partner, onClose, onSaved }: EditorProps) {
  const thing = THING[kind];
  const [name, setName] = useState(partner?.name ?? '');
  const [order, setOrder] = useState<number | string>(partner?.order ?? 0);
  const [isActive, setIsActive] = useState(partner?.isActive ?? true);
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = 'Name is required';
    if (typeof order !== 'number' || order < 0) found.order = 'Order must be at least 0';
    if (image && image.size > MAX_UPLOAD_BYTES) found.image = UPLOAD_TOO_LARGE;
    setErrors(found);
    if (Object.keys(found).length) return;
    const form = new FormData();
    form.append('name', name.trim());
    form.append('order', String(order));
    form.append('isActive', String(isActive));
    if (image) form.append('image', image);
    setSaving(true);
    const failure = `Failed to save ${thing}`;
    try {
      const path = partner ? `/${kind}/${encodeURIComponent(partner._id)}` : `/${kind}`;
      notifySuccess((await saveAdminItem(partner ? 'PUT' : 'POST', path, form, failure)).message);
      onSaved();
    } catch (error) {
      setErrors(fieldErrorMap(error));
      notifyApiError(error, failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={`${partner ? 'Edit' : 'Add'} ${thing}`}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form
        onSubmit={(event) => void save(event)}
        noValidate
        className={classes.formActions}
        style={{ display: 'grid', gap: 14 }}
      >
        <TextInput
          label="Name *"
          value={name}
          error={errors.name}
          onChange={(e) => setName(e.currentTarget.value)}
          data-autofocus
        />
        <NumberInput label="Order" min={0} allowDecimal={false} value={order} error={errors.order} onChange={setOrder} />
        <FileInput
          label="Logo"
          accept="image/*"
          clearable
          value={image}
          onChange={setImage}
          placeholder="Choose an image"
          error={errors.image}
        />
        {partner?.imageUrl && !image && <img src={partner.imageUrl} alt="Current logo" className={classes.logo} />}
        <Checkbox label="Active" checked={isActive} onChange={(e) => setIsActive(e.currentTarget.checked)} />
        <Button type="submit" loading={saving} disabled={saving}>
          {partner ? 'Save changes' : `Add ${thing}`}
        </Button>
      </form>
    </Modal>
  );
}

/** Organizations or leagues: every item in order, added and edited in a modal (SPEC section 2). */
export function PartnersPage({ kind }: { kind: PartnerKind }) {
  const thing = THING[kind];
  const list = useApiData((signal) => getAdminList<Partner>(`/${kind}/admin/all`, `Failed to load ${kind}`, signal), [kind]);
  const [editing, setEditing] = useState<Partner | 'new' | null>(null);
  const { busy, run } = useAdminAction(list.reload);
  const act = (partner: Partner, method: 'PATCH' | 'DELETE', path: string, failure: string) =>
    run(partner._id, () => runAdminAction(method, path, failure), failure);

  const toggle = async (partner: Partner) => {
    const verb = partner.isActive ? 'deactivate' : 'activate';
    if (
      !(await confirmAction(
        `${partner.isActive ? 'Deactivate' : 'Activate'} ${thing}`,
        `Are you sure you want to ${verb} this ${thing}?`,
        partner.isActive ? 'Deactivate' : 'Activate',
        partner.isActive,
      ))
    )
      return;
    await act(partner, 'PATCH', `/${kind}/${encodeURIComponent(partner._id)}/toggle`, `Failed to toggle ${thing} status`);
  };

  const remove = async (partner: Partner) => {
    if (!(await confirmAction(`Delete ${thing}`, `Are you sure you want to delete this ${thing}?`, 'Delete'))) return;
    await act(partner, 'DELETE', `/${kind}/${encodeURIComponent(partner._id)}`, `Failed to delete ${thing}`);
  };

  const columns: Column<Partner>[] = [
    { header: 'Order', cell: (p) => p.order },
    {
      header: 'Logo',
      cell: (p) => (p.imageUrl ? <img src={p.imageUrl} alt="" className={classes.logo} /> : <span className={classes.logo} />),
    },
    { header: 'Name', cell: (p) => <strong>{p.name}</strong> },
    {
      header: 'Status',
      cell: (p) => (
        <Badge variant="outline" color={p.isActive ? 'pitch.8' : 'gray.7'}>
          {p.isActive ? 'Active' : 'Inactive'}
        </Badge>
      ),
    },
    { header: 'Created', cell: (p) => formatLongDate(p.createdAt), wide: true },
    {
      header: 'Actions',
      cell: (p) => (
        <div className={classes.actions}>
          <Button size="xs" variant="default" onClick={() => setEditing(p)}>
            Edit
          </Button>
          <Button size="xs" variant="outline" color="navy" disabled={busy !== null} onClick={() => void toggle(p)}>
            {p.isActive ? 'Deactivate' : 'Activate'}
          </Button>
          <Button size="xs" variant="subtle" color="ball" disabled={busy !== null} onClick={() => void remove(p)}>
            Delete
          </Button>
        </div>
      ),
    },
  ];

  return (
    <>
      <div className={classes.header}>
        <h2>{TITLE[kind]}</h2>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          Add {thing === 'organization' ? 'Organization' : 'League'}
        </Button>
      </div>
      <div className={classes.panel}>
        <AdminTable
          label={TITLE[kind]}
          columns={columns}
          state={list}
          empty={`No ${kind} found.`}
          rowKey={(p) => p._id}
          onRetry={list.reload}
        />
      </div>
      {editing && (
        <PartnerEditor
          key={editing === 'new' ? 'new' : editing._id}
          kind={kind}
          partner={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            list.reload();
          }}
        />
      )}
    </>
  );
}
