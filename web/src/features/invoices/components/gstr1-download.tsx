import { Button, Group, TextInput } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';

import { Gstr1QuerySchema } from '@contract';

import { indianToday } from '@/lib/format';
import { notifyApiError } from '@/lib/notify';

import { downloadGstr1 } from '../api/download-gstr1';

/** The accountant's GSTR-1 CSV for a period: invoices and credit notes, this month by default. */
export function Gstr1Download() {
  const [from, setFrom] = useState(() => `${indianToday().slice(0, 8)}01`);
  const [to, setTo] = useState(indianToday);
  const [busy, setBusy] = useState(false);
  const checked = Gstr1QuerySchema.safeParse({ from, to });
  const problem = checked.success ? null : checked.error.issues[0].message;

  const download = async () => {
    setBusy(true);
    try {
      const csv = await downloadGstr1(from, to);
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `gstr1-${from}-to-${to}.csv`;
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      notifyApiError(error, 'Could not export the GSTR-1 CSV. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput type="date" label="From" value={from} onChange={(event) => setFrom(event.currentTarget.value)} max={to} />
      <TextInput
        type="date"
        label="To"
        value={to}
        onChange={(event) => setTo(event.currentTarget.value)}
        min={from}
        error={problem}
      />
      <Button
        variant="light"
        leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
        loading={busy}
        disabled={Boolean(problem)}
        onClick={() => void download()}
      >
        Download GSTR-1 CSV
      </Button>
    </Group>
  );
}
