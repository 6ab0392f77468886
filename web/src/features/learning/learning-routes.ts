/** The learning area's three screens, one lazy module (they share the API hooks and the icons). */
export { ModulesPage } from './modules-page';
export { ModulePage } from './module-page';
export { MaterialViewerPage } from './material-viewer-page';
