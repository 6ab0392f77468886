/** The product's display name: the one place it is written (the spec calls it `{product}`). */
export const PRODUCT_NAME = 'Rumo Estratégico';
