/** Texts of the learning area: its API and its screens (spec 3, sections 2.1 and 8 "Learning"). */
export const learningMessages = {
  title: 'Materiais Educativos',
  loadModulesError: 'Erro ao carregar módulos',
  loadMaterialsError: 'Erro ao carregar materiais',
  loadItemsError: 'Erro ao carregar itens do material',
  progressError: 'Erro ao atualizar progresso',
  noModules: 'Sem módulos disponíveis',
  noMaterials: 'Sem materiais disponíveis',
  noContent: 'Este material ainda não tem conteúdo disponível.',
  unsupportedType: 'Tipo de conteúdo não suportado',
  backToModules: 'Voltar aos Módulos',
  moduleNotFound: 'Módulo não encontrado',
  materialNotFound: 'Material não encontrado',
  noCategory: 'Sem categoria',
} as const;
