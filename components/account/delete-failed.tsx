/** Said beside an item whose delete failed (refused, or the server out of reach): the item stays. */
export const DELETE_FAILED = 'Não foi possível deletar. Tente novamente.';

export function DeleteFailed({ className = '' }: { className?: string }) {
  return (
    <p role="alert" className={`text-sm text-label-red ${className}`}>
      {DELETE_FAILED}
    </p>
  );
}
