import { moduleCategories, type ModuleCategory } from '@contracts/learning';
import { learningMessages } from '@contracts/messages/learning';

/** A module's category label (spec 3); none or an unknown key is 'Sem categoria'. */
export const categoryLabel = (category: string | null) =>
  (category && moduleCategories[category as ModuleCategory]) || learningMessages.noCategory;
