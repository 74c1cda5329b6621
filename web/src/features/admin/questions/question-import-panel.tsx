import { QUESTION_CSV_TEMPLATE, QUESTION_FORMATS, type ImportPreview, type QuestionFormat } from '@contract';
import { Alert, Button, NativeSelect, Textarea } from '@mantine/core';
import { IconDownload, IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';

import { ApiError } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';

import classes from '../shared/admin.module.css';
import authoring from '../shared/authoring.module.css';

import { exportQuestions, importQuestions } from './question-bank-api';
import bank from './question-bank.module.css';
import { saveTextFile } from './save-text-file';

const FORMAT_OPTIONS = [
  { value: 'csv', label: 'CSV' },
  { value: 'gift', label: 'Moodle GIFT' },
  { value: 'aiken', label: 'Aiken' },
];
const FILE_NAMES: Record<QuestionFormat, string> = { csv: 'csv', gift: 'gift.txt', aiken: 'aiken.txt' };
const TYPE_LABELS: Record<string, string> = {
  multiple_choice: 'Multiple choice',
  true_false: 'True / false',
  short_answer: 'Short answer',
  essay: 'Essay',
};

function PreviewTable({ preview }: { preview: ImportPreview }) {
  return (
    <div className={classes.tableWrap}>
      <table className={bank.previewTable} aria-label="Import preview">
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">Line</th>
            <th scope="col">Question</th>
            <th scope="col">Type</th>
            <th scope="col">Answer</th>
            <th scope="col">Problems</th>
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((row) => (
            <tr key={row.row} data-problem={row.problems.length > 0 || undefined}>
              <td>{row.row}</td>
              <td>{row.line}</td>
              <td className={bank.previewQuestion}>{row.question.question || <em>(none)</em>}</td>
              <td>{row.question.type ? TYPE_LABELS[row.question.type] : '—'}</td>
              <td>{row.question.correctAnswer || '—'}</td>
              <td>
                {row.problems.map((problem) => (
                  <p key={problem} className={authoring.error}>
                    {problem}
                  </p>
                ))}
                {row.duplicateOf && <p className={bank.duplicate}>Duplicate of {row.duplicateOf}</p>}
                {row.notes.map((note) => (
                  <p key={note} className={classes.muted}>
                    {note}
                  </p>
                ))}
                {!row.problems.length && !row.duplicateOf && !row.notes.length && 'OK'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Bulk questions on the question editor: import from CSV, GIFT or Aiken (a preview first; the
 * import saves at once and only a clean file), export in the same formats, the CSV template.
 */
export function QuestionImportPanel({
  moduleId,
  checkpointId,
  checkpointTitle,
  unsavedEdits,
  onImported,
}: {
  moduleId: string;
  checkpointId: string;
  checkpointTitle: string;
  /** Importing saves the checkpoint as stored: edits not yet saved on the screen would be lost. */
  unsavedEdits: boolean;
  onImported: () => void;
}) {
  const [format, setFormat] = useState<QuestionFormat>('csv');
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<'preview' | 'import' | QuestionFormat | null>(null);

  const change = (next: { format?: QuestionFormat; text?: string }) => {
    if (next.format) setFormat(next.format);
    if (next.text !== undefined) setText(next.text);
    setPreview(null);
    setProblem(null);
  };

  const run = async (dryRun: boolean) => {
    setBusy(dryRun ? 'preview' : 'import');
    setProblem(null);
    try {
      const result = await importQuestions(moduleId, checkpointId, { format, text, dryRun });
      setPreview(result.preview);
      if (!dryRun) {
        notifySuccess(result.message);
        setText('');
        setPreview(null);
        onImported();
      }
    } catch (err) {
      setProblem(err instanceof ApiError ? err.message : 'Failed to import the questions');
    } finally {
      setBusy(null);
    }
  };

  const download = async (as: QuestionFormat) => {
    setBusy(as);
    setProblem(null);
    try {
      const file = await exportQuestions(moduleId, checkpointId, as);
      const slug =
        checkpointTitle
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '') || 'questions';
      saveTextFile(`${slug}.${FILE_NAMES[as]}`, file, as === 'csv' ? 'text/csv;charset=utf-8' : 'text/plain;charset=utf-8');
    } catch (err) {
      setProblem(err instanceof ApiError ? err.message : 'Failed to export the questions');
    } finally {
      setBusy(null);
    }
  };

  const clean = preview !== null && preview.invalid === 0 && preview.problems.length === 0 && preview.rows.length > 0;
  return (
    <section className={authoring.section} aria-labelledby="bulk-questions">
      <h3 id="bulk-questions">Import and export</h3>
      <p className={classes.muted}>
        Add many questions at once from CSV, Moodle GIFT or Aiken. Preview lists every row with its problems; nothing is imported
        while any row is wrong. Imported questions are saved at once, after the existing ones.
      </p>
      <div className={authoring.row}>
        <NativeSelect
          label="Import format"
          data={FORMAT_OPTIONS}
          value={format}
          onChange={(e) => change({ format: e.currentTarget.value as QuestionFormat })}
        />
        <label className={bank.fileLabel}>
          <span>Choose a file</span>
          <input
            type="file"
            accept=".csv,.txt,.gift,text/csv,text/plain"
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              e.currentTarget.value = '';
              if (!file) return;
              if (file.name.toLowerCase().endsWith('.csv')) setFormat('csv');
              void file.text().then((content) => change({ text: content }));
            }}
          />
        </label>
      </div>
      <Textarea
        label="Questions to import"
        description="Paste the file's text here, or choose a file above."
        autosize
        minRows={4}
        maxRows={16}
        value={text}
        onChange={(e) => change({ text: e.currentTarget.value })}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      {preview && (
        <div role="status" className={bank.previewSummary}>
          {preview.problems.map((item) => (
            <p key={item} className={authoring.error}>
              {item}
            </p>
          ))}
          <p>
            {preview.rows.length} row{preview.rows.length === 1 ? '' : 's'} read · {preview.invalid} with problems ·{' '}
            {preview.duplicates} duplicate{preview.duplicates === 1 ? '' : 's'}
          </p>
        </div>
      )}
      {preview && preview.rows.length > 0 && <PreviewTable preview={preview} />}
      {unsavedEdits && <p className={classes.muted}>Save or cancel your edits above before importing.</p>}
      <div className={classes.actions}>
        <Button
          variant="default"
          onClick={() => void run(true)}
          loading={busy === 'preview'}
          disabled={!text.trim() || busy !== null}
        >
          Preview
        </Button>
        <Button
          leftSection={<IconFileImport size={16} aria-hidden />}
          onClick={() => void run(false)}
          loading={busy === 'import'}
          disabled={!clean || unsavedEdits || busy !== null}
        >
          Import {clean ? `${preview.rows.length} question${preview.rows.length === 1 ? '' : 's'}` : 'questions'}
        </Button>
      </div>
      <div className={classes.actions}>
        {QUESTION_FORMATS.map((as) => (
          <Button
            key={as}
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} aria-hidden />}
            loading={busy === as}
            disabled={busy !== null}
            onClick={() => void download(as)}
          >
            Export {FORMAT_OPTIONS.find((option) => option.value === as)?.label}
          </Button>
        ))}
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconDownload size={14} aria-hidden />}
          onClick={() => saveTextFile('questions-template.csv', QUESTION_CSV_TEMPLATE, 'text/csv;charset=utf-8')}
        >
          CSV template
        </Button>
      </div>
    </section>
  );
}
