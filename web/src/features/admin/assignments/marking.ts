import { MarkSubmissionBodySchema, passMarkPoints, type RubricCriterion } from '@contract';
import { z } from 'zod';


export interface RunningTotal {
  total: number;
  outOf: number;
  /** The fewest points that pass. */
  passMark: number;
  /** Criteria not given their points yet. */
  unmarked: number;
  passes: boolean;
}

/** The total of the points given so far (an empty field counts nothing), against the rubric's pass mark. */
export function runningTotal(rubric: RubricCriterion[], scores: readonly (number | '')[], passPercent: number): RunningTotal {
  const outOf = rubric.reduce((sum, criterion) => sum + criterion.points, 0);
  const given = rubric.map((_, index) => scores[index] ?? '');
  const total = given.reduce<number>((sum, score) => sum + (score === '' ? 0 : score), 0);
  const passMark = passMarkPoints(outOf, passPercent);
  return { total, outOf, passMark, unmarked: given.filter((score) => score === '').length, passes: total >= passMark };
}

/**
 * The contract's body with each score held to its own criterion's points, in rubric order; the
 * server checks the same and answers a wrong one with `scores.{index}`.
 */
export function markBodySchema(rubric: RubricCriterion[]) {
  return MarkSubmissionBodySchema.extend({
    scores: z
      .array(z.number({ error: 'Give this criterion its points' }).int('Whole points only').min(0, 'Scores start at 0'))
      .length(rubric.length)
      .superRefine((scores, ctx) =>
        rubric.forEach((criterion, index) => {
          if (scores[index] > criterion.points)
            ctx.addIssue({ code: 'custom', path: [index], message: `At most ${criterion.points} points`, input: scores[index] });
        }),
      ),
  });
}

