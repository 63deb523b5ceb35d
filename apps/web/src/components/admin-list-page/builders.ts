import { actionsColumn } from './row-actions';
import { deleteAction, editAction, exportJsonAction } from './standard-actions';
import { dateColumn, statusColumn } from './status';

/** The column builders every list shares: `listColumn.actions`, `.status` and `.date`. */
export const listColumn = { actions: actionsColumn, status: statusColumn, date: dateColumn };

/** The standard row actions: `rowAction.edit` (btn_edit), `.remove` (btn_remove), `.exportJson` (btn_download). */
export const rowAction = { edit: editAction, remove: deleteAction, exportJson: exportJsonAction };
