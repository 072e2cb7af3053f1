/**
 * The action of a page listing ordered, switchable items (services, specialists): one form per intent —
 * create, update, toggle (shown or hidden), move (up or down) and delete (an item with appointments is only
 * switched off; the service says which in its message).
 */
import type { AdminResult } from '../../../contracts/admin-schedules.ts';
import { formResult, unknownIntent, textField } from '../../lib/page-results.ts';
import {} from './form-values.ts';

interface OrderedItemOperations {
  create(input: Record<string, unknown>): Promise<AdminResult<{ name: string }>>;
  update(id: string, input: Record<string, unknown>): Promise<AdminResult<unknown>>;
  move(id: string, direction: 'up' | 'down'): Promise<AdminResult<unknown>>;
  remove(id: string): Promise<AdminResult<{ message: string }>>;
}

interface OrderedItemMessages {
  created: (name: string) => string;
  saved: string;
  shown: string;
  hidden: string;
}

export async function orderedItemAction(
  request: Request,
  form: FormData,
  idField: string,
  input: (form: FormData) => Record<string, unknown>,
  operations: OrderedItemOperations,
  messages: OrderedItemMessages,
) {
  const intent = textField(form, 'intent');
  const id = textField(form, idField);
  switch (intent) {
    case 'create':
      return formResult(await operations.create(input(form)), request, intent, (item) =>
        messages.created(item.name),
      );
    case 'update':
      return formResult(await operations.update(id, input(form)), request, intent, messages.saved);
    case 'toggle': {
      const active = textField(form, 'active') === 'true';
      const result = await operations.update(id, { active });
      return formResult(result, request, intent, active ? messages.shown : messages.hidden);
    }
    case 'move': {
      const direction = textField(form, 'direction') === 'up' ? 'up' : 'down';
      return formResult(await operations.move(id, direction), request, intent, 'Tvarka pakeista.');
    }
    case 'delete':
      return formResult(await operations.remove(id), request, intent, (removal) => removal.message);
    default:
      return unknownIntent(request, intent);
  }
}
