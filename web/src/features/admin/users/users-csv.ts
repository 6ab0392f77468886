import Papa from 'papaparse';
import type { ExportUsersResponse } from '@contracts/admin-users';
import { adminMessages } from '@contracts/messages/admin';
import { saoPauloDate } from '@domain/notifications';
import { formatDate } from '../../../lib/format';

const text = adminMessages.csv;

/** Excel (set to Portuguese) reads UTF-8 only after a byte-order mark; without it 'João' turns to 'JoÃ£o'. */
export const BOM = '\uFEFF';

/**
 * The users CSV (spec: Nome, Sobrenome, Email, Data de Criação (dd/MM/yyyy), Papel). Semicolons separate
 * the columns, as Excel in Portuguese expects (the comma is the decimal separator there); a value with a
 * semicolon, quote or line break is quoted. A value beginning with = + - @, a tab or a carriage return
 * gets a leading apostrophe, so a spreadsheet shows it as text instead of running it as a formula.
 */
export function usersCsv(users: ExportUsersResponse['users']): string {
  const rows = users.map((user) => [
    user.firstName,
    user.lastName,
    user.email ?? '',
    formatDate(user.createdAt),
    user.roles.includes('admin') ? adminMessages.roleAdmin : adminMessages.roleUser,
  ]);
  const csv = Papa.unparse(
    { fields: [...text.headers], data: rows },
    { delimiter: ';', newline: '\r\n', escapeFormulae: true },
  );
  return `${BOM}${csv}`;
}

/** usuarios-<yyyy-MM-dd>.csv, the day in Brasília time. */
export function usersCsvFileName(now: Date): string {
  return text.fileName(saoPauloDate(now));
}
