import { describeAccommodation, type Accommodation } from '@contract';

import { formatDate } from '@/lib/format';

import bank from '../questions/question-bank.module.css';
import classes from '../shared/admin.module.css';

/** The accommodations the course's learners have, with what each gives and why. */
export function GivenAccommodations({
  accommodations,
  titles,
}: {
  accommodations: Accommodation[];
  /** Checkpoint titles by uid, to name what an accommodation extends. */
  titles: Map<string, string>;
}) {
  return (
    <div className={classes.panel} style={{ padding: '12px 16px', marginBottom: 16 }}>
      <h3 style={{ margin: '0 0 8px' }}>Given so far</h3>
      {accommodations.length === 0 ? (
        <p className={classes.muted}>No learner in this course has an accommodation.</p>
      ) : (
        <div className={classes.tableWrap}>
          <table className={bank.previewTable} aria-label="Accommodations">
            <thead>
              <tr>
                <th scope="col">Learner</th>
                <th scope="col">Given</th>
                <th scope="col">Why</th>
                <th scope="col">Updated</th>
              </tr>
            </thead>
            <tbody>
              {accommodations.map((item) => (
                <tr key={item.userId}>
                  <td>{item.studentName}</td>
                  <td>{describeAccommodation(item, titles) || 'None'}</td>
                  <td>{item.note}</td>
                  <td>{formatDate(item.updatedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
