/**
 * Why the cart refused a barbecue, line by line. The list goes to the cart in one request, and the server
 * keys a line's messages by its place in that request ('line_items.9.quantity'; 'order.line_items.9...'
 * when the request made the cart), so the place names the product: 'Coca-Cola 2 L: Quantidade máxima:
 * 48 un' rather than a limit the shopper cannot place among a dozen lines.
 */

const LINE_FIELD = /^(?:order\.)?line_items\.(\d+)\./;

/**
 * Every field message of a refusal, those of a line preceded by the name of the product sent at that
 * place (`names`, in the order the lines were sent); other messages as the server wrote them.
 */
export function refusalReasons(
  errors: Readonly<Record<string, readonly string[]>>,
  names: readonly string[],
): string[] {
  return Object.entries(errors).flatMap(([field, messages]) => {
    const place = LINE_FIELD.exec(field)?.[1];
    const name = place === undefined ? undefined : names[Number(place)];
    return messages.map((message) => (name ? `${name}: ${message}` : message));
  });
}
