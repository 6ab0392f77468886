/** The Instagram screens' numbers in pt-BR: counts with a thousands dot, the rate to one decimal. */
const count = new Intl.NumberFormat('pt-BR');
const oneDecimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export const formatCount = (value: number): string => count.format(value);
/** The engagement rate as the issue defines it, shown to one decimal: 2.4223 → '2,4%'. */
export const formatRate = (value: number): string => `${oneDecimal.format(value)}%`;
