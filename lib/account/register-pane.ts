/**
 * /login#cadastro opens the register side of the login page (the header's CADASTRAR). A leaf of its own:
 * the header and the login page read it in their first load, without the display formatters.
 */
export const REGISTER_PANE_HASH = 'cadastro';
