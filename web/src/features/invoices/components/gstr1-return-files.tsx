import { Button, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconFileInvoice } from '@tabler/icons-react';
import { useState } from 'react';

import { GSTR1_MONTHS, type Gstr1FileName, type Gstr1Period, type Gstr1ReturnQuery, type Gstr1ReturnSummary } from '@contract';
import { MONTH_NAMES } from '@contract/calendar';

import { notifyApiError } from '@/lib/notify';

import { downloadGstr1File } from '../api/download-gstr1-file';
import { getGstr1Return } from '../api/get-gstr1-return';

const QUARTERS: Array<{ value: Gstr1Period; label: string }> = [
  { value: 'Q1', label: 'Q1 (April–June)' },
  { value: 'Q2', label: 'Q2 (July–September)' },
  { value: 'Q3', label: 'Q3 (October–December)' },
  { value: 'Q4', label: 'Q4 (January–March)' },
];
const PERIODS = [...GSTR1_MONTHS.map((month) => ({ value: month, label: MONTH_NAMES[Number(month) - 1] })), ...QUARTERS];

/** The first financial year with these files (Table 12 split in May 2025) and the current one, in Indian time. */
function financialYears(): string[] {
  const today = new Date(Date.now() + 330 * 60_000);
  const current = today.getUTCMonth() >= 3 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
  return Array.from({ length: current - 2025 + 1 }, (_, i) => {
    const start = current - i;
    return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
  });
}

/** Last month, which is the return an accountant files next. */
function lastMonth(): Gstr1ReturnQuery {
  const today = new Date(Date.now() + 330 * 60_000);
  const previous = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  const month = previous.getUTCMonth() + 1;
  const start = month >= 4 ? previous.getUTCFullYear() : previous.getUTCFullYear() - 1;
  return {
    financialYear: `${start}-${String((start + 1) % 100).padStart(2, '0')}`,
    period: String(month).padStart(2, '0') as Gstr1Period,
  };
}

function save(name: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * GSTR-1 of a month or quarter as the GST offline tool imports it, a CSV file per table, and the
 * JSON the portal takes for upload.
 */
export function Gstr1ReturnFiles() {
  const years = financialYears();
  const [query, setQuery] = useState<Gstr1ReturnQuery>(() => {
    const last = lastMonth();
    return years.includes(last.financialYear) ? last : { financialYear: years[0], period: '05' };
  });
  const [summary, setSummary] = useState<Gstr1ReturnSummary | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const choose = (next: Partial<Gstr1ReturnQuery>) => {
    setQuery((current) => ({ ...current, ...next }));
    setSummary(null);
  };

  const prepare = async () => {
    setBusy('summary');
    try {
      setSummary(await getGstr1Return(query));
    } catch (error) {
      notifyApiError(error, 'Could not prepare the GSTR-1 files. Please try again.');
    } finally {
      setBusy(null);
    }
  };

  const download = async (name: Gstr1FileName) => {
    if (!summary) return;
    setBusy(name);
    try {
      const text = await downloadGstr1File(name, { financialYear: summary.financialYear, period: summary.period });
      const json = name === 'gstr1.json';
      save(
        json ? `gstr1-${summary.fp}.json` : `gstr1-${summary.fp}-${name}`,
        text,
        json ? 'application/json' : 'text/csv;charset=utf-8',
      );
    } catch (error) {
      notifyApiError(error, `Could not download ${name}. Please try again.`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label="Financial year"
          value={query.financialYear}
          onChange={(event) => choose({ financialYear: event.currentTarget.value })}
          data={years}
        />
        <NativeSelect
          label="Return period"
          value={query.period}
          onChange={(event) => choose({ period: event.currentTarget.value as Gstr1Period })}
          data={PERIODS}
        />
        <Button
          variant="light"
          leftSection={<IconFileInvoice size={18} aria-hidden />}
          loading={busy === 'summary'}
          onClick={() => void prepare()}
        >
          Prepare return files
        </Button>
      </Group>
      {summary && (
        <Stack gap="xs">
          <Text size="sm">
            {summary.label}: {summary.invoices} invoices and {summary.creditNotes} credit notes. Import each CSV file in the GST
            offline tool under its table, or upload the JSON on the GST portal.
          </Text>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>File</Table.Th>
                <Table.Th>GSTR-1 table</Table.Th>
                <Table.Th>Rows</Table.Th>
                <Table.Th>
                  <span className="visually-hidden">Download</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {summary.files.map((file) => (
                <Table.Tr key={file.name}>
                  <Table.Td>{file.name}</Table.Td>
                  <Table.Td>{file.table}</Table.Td>
                  <Table.Td>{file.name === 'gstr1.json' ? '' : file.rows}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="subtle"
                      leftSection={<IconDownload size={16} aria-hidden />}
                      loading={busy === file.name}
                      disabled={busy !== null && busy !== file.name}
                      aria-label={`Download ${file.name}`}
                      onClick={() => void download(file.name)}
                    >
                      Download
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </Stack>
  );
}
