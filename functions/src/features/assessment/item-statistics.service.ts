import type { CheckpointStatistics } from '../../contract';
import { AppError } from '../../lib/app-error';
import { findModule } from '../courses/catalog.service';

import { summariseStatistics } from './item-statistics';
import { findStatistics } from './item-statistics.repository';

/**
 * A checkpoint's item statistics for its question editor: two reads (the module and the running
 * totals), however many attempts were made. Questions since removed from the bank are not listed.
 */
export async function checkpointStatistics(
  courseId: string,
  moduleId: string,
  checkpointId: string,
): Promise<CheckpointStatistics> {
  const module = await findModule(moduleId);
  const checkpoint = module?.courseId === courseId ? module.checkpoints.find((item) => item.uid === checkpointId) : undefined;
  if (!module || !checkpoint) throw AppError.notFound('Checkpoint not found');
  return summariseStatistics(checkpoint, await findStatistics({ moduleId, checkpointUid: checkpoint.uid }));
}
