import { certificateVerificationPath, type CohortGrid as Grid, type GridRow } from '@contract';
import { Anchor, Badge, Button } from '@mantine/core';
import { IconAlertTriangle, IconBellRinging, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { formatDate } from '@/lib/format';
import { notifyApiError, notifySuccess } from '@/lib/notify';

import { remind } from '../api/cohort-api';

import classes from './cohorts.module.css';

function scoreClass(value: number | null, good: boolean) {
  if (value === null) return classes.cellNone;
  if (good) return classes.cellDone;
  return value > 0 ? classes.cellSome : classes.cellNone;
}

function ModuleCell({ percent, completed }: { percent: number; completed: boolean }) {
  return (
    <span className={`${classes.cell} ${scoreClass(percent, completed)}`}>
      {completed ? <IconCheck size={14} aria-label="Complete" /> : `${percent}%`}
    </span>
  );
}

function ScoreCell({ score, passed }: { score: number | null; passed: boolean }) {
  if (score === null) return <span className={`${classes.cell} ${classes.cellNone}`}>—</span>;
  return <span className={`${classes.cell} ${passed ? classes.cellDone : classes.cellFail}`}>{score}%</span>;
}

function Activity({ row, days }: { row: GridRow; days: number }) {
  const when = row.lastActivityAt ? formatDate(row.lastActivityAt) : 'Never opened';
  if (!row.inactive) return <span>{when}</span>;
  return (
    <span className={classes.idle} title={`Nothing opened for ${days} days or more`}>
      <IconAlertTriangle size={14} aria-hidden /> {when}
      <span className="visually-hidden"> (inactive {days}+ days)</span>
    </span>
  );
}

function RemindButton({
  groupId,
  cohortId,
  row,
  onSent,
}: {
  groupId: string;
  cohortId: string;
  row: GridRow;
  onSent: () => void;
}) {
  const [sending, setSending] = useState(false);
  if (row.remindedToday)
    return (
      <Badge variant="light" color="gray.7">
        Reminded today
      </Badge>
    );
  return (
    <Button
      size="xs"
      variant={row.inactive ? 'filled' : 'light'}
      leftSection={<IconBellRinging size={14} aria-hidden />}
      loading={sending}
      aria-label={`Remind ${row.name || row.email}`}
      onClick={() => {
        setSending(true);
        remind(groupId, cohortId, row.uid)
          .then((message) => {
            notifySuccess(message);
            onSent();
          })
          .catch((error: unknown) => notifyApiError(error, 'Could not send the reminder'))
          .finally(() => setSending(false));
      }}
    >
      Remind
    </Button>
  );
}

function Certificate({ row }: { row: GridRow }) {
  if (row.certificateId)
    return (
      <Anchor component={Link} to={certificateVerificationPath(row.certificateId)} size="sm">
        View
      </Anchor>
    );
  return <span className={classes.quiet}>{row.completed ? 'Issuing' : '—'}</span>;
}

/**
 * Members × modules: each module's share of lessons done, each checkpoint's best score, last
 * activity (flagged after `inactiveDays` idle days) and the certificate. A table on a desktop with
 * the member column pinned; a card per member on a phone.
 */
export function CohortGrid({ groupId, grid, onChanged }: { groupId: string; grid: Grid; onChanged: () => void }) {
  const checkpointTitle = new Map(grid.checkpoints.map((c) => [c.uid, c.title]));
  const moduleTitle = new Map(grid.modules.map((m) => [m.uid, m.title]));
  const action = (row: GridRow) => <RemindButton groupId={groupId} cohortId={grid.cohort.id} row={row} onSent={onChanged} />;
  return (
    <>
      <div className={classes.gridScroll} role="region" aria-label="Progress grid" tabIndex={0}>
        <table className={classes.grid}>
          <thead>
            <tr>
              <th scope="col" className={classes.memberCol}>
                Member
              </th>
              <th scope="col">Progress</th>
              {grid.modules.map((module, index) => (
                <th scope="col" key={module.uid} title={module.title}>
                  M{index + 1}. {module.title}
                </th>
              ))}
              {grid.checkpoints.map((checkpoint) => (
                <th scope="col" key={checkpoint.uid} title={checkpoint.title}>
                  {checkpoint.title}
                </th>
              ))}
              <th scope="col">Last activity</th>
              <th scope="col">Certificate</th>
              <th scope="col">Nudge</th>
            </tr>
          </thead>
          <tbody>
            {grid.rows.map((row) => (
              <tr key={row.uid}>
                <th scope="row" className={classes.memberCol}>
                  <span className={classes.memberName}>{row.name || row.email}</span>
                  <span className={classes.memberEmail}>{row.email}</span>
                </th>
                <td>
                  <span className={`${classes.cell} ${scoreClass(row.progress, row.completed)}`}>{row.progress}%</span>
                </td>
                {row.modules.map((cell) => (
                  <td key={cell.moduleUid}>
                    <ModuleCell percent={cell.percent} completed={cell.completed} />
                  </td>
                ))}
                {row.checkpoints.map((cell) => (
                  <td key={cell.checkpointUid}>
                    <ScoreCell score={cell.bestScore} passed={cell.passed} />
                  </td>
                ))}
                <td>
                  <Activity row={row} days={grid.inactiveDays} />
                </td>
                <td>
                  <Certificate row={row} />
                </td>
                <td>{action(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className={classes.cards} aria-label="Progress by member">
        {grid.rows.map((row) => (
          <li key={row.uid} className={classes.card}>
            <div className={classes.cardHead}>
              <span>
                <span className={classes.memberName}>{row.name || row.email}</span>
                <span className={classes.memberEmail}>{row.email}</span>
              </span>
              <span className={`${classes.cell} ${scoreClass(row.progress, row.completed)}`}>{row.progress}%</span>
            </div>
            <dl className={classes.cardRows}>
              {row.modules.map((cell) => (
                <div className={classes.cardRow} key={cell.moduleUid}>
                  <dt>{moduleTitle.get(cell.moduleUid)}</dt>
                  <dd>
                    <ModuleCell percent={cell.percent} completed={cell.completed} />
                  </dd>
                </div>
              ))}
              {row.checkpoints.map((cell) => (
                <div className={classes.cardRow} key={cell.checkpointUid}>
                  <dt>{checkpointTitle.get(cell.checkpointUid)}</dt>
                  <dd>
                    <ScoreCell score={cell.bestScore} passed={cell.passed} />
                  </dd>
                </div>
              ))}
              <div className={classes.cardRow}>
                <dt>Last activity</dt>
                <dd>
                  <Activity row={row} days={grid.inactiveDays} />
                </dd>
              </div>
              <div className={classes.cardRow}>
                <dt>Certificate</dt>
                <dd>
                  <Certificate row={row} />
                </dd>
              </div>
            </dl>
            <div className={classes.cardActions}>{action(row)}</div>
          </li>
        ))}
      </ul>

      <ul className={classes.legend} aria-label="Legend">
        <li>
          <span className={`${classes.cell} ${classes.cellDone}`}>✓</span> Module complete or checkpoint passed
        </li>
        <li>
          <span className={`${classes.cell} ${classes.cellFail}`}>40%</span> Best score below the pass mark
        </li>
        <li>
          <span className={classes.idle}>
            <IconAlertTriangle size={14} aria-hidden /> Nothing opened for {grid.inactiveDays} days
          </span>
        </li>
      </ul>
    </>
  );
}
