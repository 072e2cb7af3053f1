// Web-services group `timeBlocks`: the same use cases as /api/admin/time-block(s), refusals as values.
import {
  createTimeBlockSchema,
  updateTimeBlockSchema,
  type TimeBlockServices,
} from '../../../contracts/admin-time-blocks.ts';
import type { Database } from '../../db/client.ts';
import { pageResult, parsedInput } from '../../http/page-result.ts';
import { createTimeBlocks, deleteTimeBlock, updateTimeBlock } from './time-blocks.ts';

export function createTimeBlockServices(db: Database): TimeBlockServices {
  return {
    create: (user, input) =>
      pageResult(() => createTimeBlocks(db, user, parsedInput(createTimeBlockSchema, input))),
    update: (user, id, input) =>
      pageResult(() => updateTimeBlock(db, { user, id, input: parsedInput(updateTimeBlockSchema, input) })),
    remove: (user, id) => pageResult(() => deleteTimeBlock(db, user, id)),
  };
}
