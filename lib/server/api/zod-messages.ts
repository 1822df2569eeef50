/**
 * Zod's own messages in Portuguese (a 422 carries pt-BR field messages: docs/business-rules.md, Sales API
 * conventions). The contract's schemas word what the rules word; a body an API client builds by hand can
 * still miss a field or send a wrong type where no schema says anything, and zod's English ('Invalid input:
 * expected object, received undefined') would reach the answer. A missing field reads 'Campo é obrigatório',
 * as the forms say it; the rest in zod's Brazilian Portuguese. Global and read at each parse: imported, for
 * its effect, by the module that turns zod's issues into the API's field errors.
 */
import { z } from 'zod';
import { MSG } from '@/lib/rules/field-messages';

z.config(z.locales.ptBR());
z.config({
  customError: (issue) =>
    issue.code === 'invalid_type' && issue.input === undefined ? MSG.required : undefined,
});
