/** A count with its noun in the right number: plural(1, 'tarefa', 'tarefas') → '1 tarefa'. */
export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
