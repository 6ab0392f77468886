import { defineArea } from '../../platform/http/define-area';

/** The learning area: modules, materials with their items, and the user's progress. */
export const handler = defineArea('learning', {
  'GET /api/learning/modules': () => import('./list-modules'),
  'GET /api/learning/modules/{moduleId}': () => import('./get-module'),
  'GET /api/learning/modules/{moduleId}/materials/{materialId}': () => import('./get-material'),
  'POST /api/learning/modules/{moduleId}/materials/{materialId}/view': () => import('./view-material'),
  'POST /api/learning/modules/{moduleId}/materials/{materialId}/complete': () =>
    import('./complete-material'),
});
