import { fieldMessages } from '../../../lib/api-error';
import { useToast } from '../../../lib/toast';
import type { DialogControl } from './dialog-control';
import { serverMessage } from './server-message';

/**
 * A dialog's save: the toast of success and the dialog closed, or the toast of failure with the server's
 * words and its per-field messages handed to `onFieldErrors`.
 */
export function useSaveAndClose(control: DialogControl) {
  const toast = useToast();
  return async (
    save: () => Promise<unknown>,
    titles: {
      success: string;
      /** The failure's title; made from the server's words, it is the whole toast. */
      failure: string | ((message: string) => string);
      /** The failure's description from the server's words (default: those words alone). */
      describe?: (message: string) => string;
    },
    onFieldErrors: (messages: Record<string, string>) => void,
  ) => {
    try {
      await save();
      toast({ title: titles.success, variant: 'success' });
      control.onClose();
    } catch (error) {
      const messages = fieldMessages(error);
      if (messages) onFieldErrors(messages);
      const message = serverMessage(error);
      if (typeof titles.failure === 'function') {
        toast({ title: titles.failure(message), variant: 'destructive' });
        return;
      }
      const description = titles.describe ? titles.describe(message) : message;
      toast({ title: titles.failure, description, variant: 'destructive' });
    }
  };
}
