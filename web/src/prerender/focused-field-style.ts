import { theme } from '../app/theme';
import { PRERENDERED } from './boot-marks';

/**
 * Until hydrated, MUI cannot know that a field has focus (it learns it from events): a focused field of
 * a prerendered page is drawn as MUI draws it, label raised and outline notched, so text typed then does
 * not run under the label. Found by the outlined field's markup, not MUI's class names: the label MUI
 * marks with `data-shrink`, and the outline's `fieldset` and `legend` in the input beside it.
 */
export function focusedFieldStyle(): string {
  const label = `#root[${PRERENDERED}] :focus-within>label[data-shrink]`;
  const outline = `${label}+div>fieldset`;
  const primary = theme.palette.primary.main;
  return (
    `<style>${label}{transform:translate(14px,-9px) scale(0.75);max-width:calc(133% - 32px);color:${primary}}` +
    `${outline}>legend{max-width:100%}${outline}{border-color:${primary};border-width:2px}</style>`
  );
}
