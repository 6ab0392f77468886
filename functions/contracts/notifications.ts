/** One entry of the bell (spec 9): computed from the tasks' due dates, with the user's read state. */
export interface Notification {
  id: string;
  type: 'overdue' | 'due_soon' | 'completed' | 'new_task';
  title: string;
  message: string;
  createdAt: string;
  read: boolean;
  actionItemId: string;
}
