/** Text put into the HTML the server writes by hand (the script-free pages): every markup character escaped. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
