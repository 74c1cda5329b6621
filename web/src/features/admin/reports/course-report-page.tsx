import { type CourseReport, type CourseReportRow, CourseReportQuerySchema } from '@contract';
import { Alert, Button, Group, Skeleton, Table, TextInput, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconChevronDown, IconChevronUp, IconFileSpreadsheet, IconSelector } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';

import { formatDate } from '@/lib/format';
import { notifyApiError } from '@/lib/notify';
import { useApiData } from '@/lib/use-api-data';

import classes from '../shared/admin.module.css';

import { downloadCourseReport, getCourseReport } from './course-report-api';
import styles from './course-report.module.css';

type SortValue = string | number | null;
interface ReportColumn {
  key: string;
  header: string;
  value: (row: CourseReportRow) => SortValue;
  cell?: (row: CourseReportRow) => ReactNode;
}

const day = (iso: string | null) => formatDate(iso) || '–';

function columnsOf(report: CourseReport): ReportColumn[] {
  return [
    { key: 'name', header: 'Name', value: (row) => row.name, cell: (row) => <strong>{row.name}</strong> },
    { key: 'email', header: 'Email', value: (row) => row.email },
    { key: 'enrolledAt', header: 'Enrolled on', value: (row) => row.enrolledAt, cell: (row) => day(row.enrolledAt) },
    { key: 'progress', header: 'Progress', value: (row) => row.progress, cell: (row) => `${row.progress}%` },
    ...report.checkpoints.map((checkpoint): ReportColumn => ({
      key: `checkpoint:${checkpoint.checkpointUid}`,
      header: checkpoint.title,
      value: (row) => row.checkpoints[checkpoint.checkpointUid]?.bestScore ?? 0,
      cell: (row) => {
        const result = row.checkpoints[checkpoint.checkpointUid];
        if (!result?.attempts) return <span className={classes.muted}>Not taken</span>;
        return `${result.bestScore}% · ${result.attempts} ${result.attempts === 1 ? 'attempt' : 'attempts'}`;
      },
    })),
    {
      key: 'accommodations',
      header: 'Accommodations',
      value: (row) => row.accommodations,
      cell: (row) => row.accommodations || '–',
    },
    { key: 'completedAt', header: 'Completed on', value: (row) => row.completedAt, cell: (row) => day(row.completedAt) },
    {
      key: 'certificateId',
      header: 'Certificate ID',
      value: (row) => row.certificateId,
      cell: (row) => row.certificateId ?? '–',
    },
  ];
}

/** Blanks last whichever way the column is sorted; text in the reader's collation. */
function compare(a: SortValue, b: SortValue, direction: 1 | -1): number {
  if (a === b) return 0;
  if (a === null || a === '') return 1;
  if (b === null || b === '') return -1;
  const order = typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'en-IN');
  return order * direction;
}

function ReportTable({ report }: { report: CourseReport }) {
  const columns = useMemo(() => columnsOf(report), [report]);
  const [sort, setSort] = useState<{ key: string; direction: 1 | -1 }>({ key: 'name', direction: 1 });
  const sorted = useMemo(() => {
    const column = columns.find((item) => item.key === sort.key) ?? columns[0];
    return [...report.rows].sort((a, b) => compare(column.value(a), column.value(b), sort.direction));
  }, [columns, report.rows, sort]);
  const toggle = (key: string) =>
    setSort((current) => ({ key, direction: current.key === key && current.direction === 1 ? -1 : 1 }));

  if (report.rows.length === 0) return <p className={classes.tableMessage}>No learners enrolled in these days.</p>;
  return (
    <div className={classes.tableWrap}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Learners" className={styles.table}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => {
              const active = sort.key === column.key;
              const Icon = active ? (sort.direction === 1 ? IconChevronUp : IconChevronDown) : IconSelector;
              return (
                <Table.Th key={column.key} aria-sort={active ? (sort.direction === 1 ? 'ascending' : 'descending') : 'none'}>
                  <UnstyledButton className={styles.sort} onClick={() => toggle(column.key)}>
                    {column.header}
                    <Icon size={14} aria-hidden />
                  </UnstyledButton>
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((row) => (
            <Table.Tr key={row.userId}>
              {columns.map((column) => (
                <Table.Td key={column.key}>{column.cell ? column.cell(row) : (column.value(row) ?? '–')}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'course';

/** /admin/courses/{courseId}/report: the course's learners and results, sortable, and as a CSV download. */
export function CourseReportPage() {
  const { courseId = '' } = useParams();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);
  const checked = CourseReportQuerySchema.safeParse({ from: from || undefined, to: to || undefined });
  const query = checked.success ? checked.data : null;
  const problem = checked.success ? null : checked.error.issues[0].message;
  const loaded = useApiData(
    (signal) => (query ? getCourseReport(courseId, query, signal) : Promise.reject(new Error(problem ?? ''))),
    [courseId, query?.from ?? '', query?.to ?? ''],
    'Failed to load the report',
  );

  const download = async () => {
    if (!query) return;
    setBusy(true);
    try {
      const csv = await downloadCourseReport(courseId, query);
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      const title = loaded.status === 'ready' ? loaded.data.course.title : courseId;
      link.download = `${slugOf(title)}-report${query.from || query.to ? `-${query.from ?? 'start'}-to-${query.to ?? 'now'}` : ''}.csv`;
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      notifyApiError(error, 'Could not download the report. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className={classes.header}>
        <h2>{loaded.status === 'ready' ? `${loaded.data.course.title}: learners` : 'Learner report'}</h2>
        <Button
          variant="subtle"
          component={Link}
          to={`/admin/courses/${encodeURIComponent(courseId)}`}
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Back to the course
        </Button>
      </div>
      <Group align="flex-end" gap="sm" wrap="wrap" className={styles.toolbar}>
        <TextInput
          type="date"
          label="Enrolled from"
          value={from}
          max={to || undefined}
          onChange={(e) => setFrom(e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label="Enrolled to"
          value={to}
          min={from || undefined}
          error={problem}
          onChange={(e) => setTo(e.currentTarget.value)}
        />
        <Button
          variant="light"
          leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
          loading={busy}
          disabled={!query || loaded.status !== 'ready'}
          onClick={() => void download()}
        >
          Download CSV
        </Button>
      </Group>
      <div className={classes.panel}>
        {loaded.status === 'loading' && (
          <div className={styles.loading} aria-busy="true" aria-label="Loading">
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} height={18} radius="sm" />
            ))}
          </div>
        )}
        {loaded.status === 'error' && !problem && (
          <Alert color="red" title="Failed to load the report" m="md">
            {loaded.message}
          </Alert>
        )}
        {loaded.status === 'ready' && <ReportTable report={loaded.data} />}
      </div>
    </>
  );
}
