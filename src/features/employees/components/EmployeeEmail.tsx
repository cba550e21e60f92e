/**
 * An employee's e-mail, whole on every width: it may break after the «@» first (the name and the
 * domain each stay readable), anywhere only when a part alone is wider than the line. Cut with an
 * ellipsis, a phone left the edit dialog as the only way to read it.
 */
export function EmployeeEmail({ email, className = '' }: { email: string; className?: string }) {
  const at = email.lastIndexOf('@');
  return (
    <span className={`[overflow-wrap:anywhere] ${className}`.trim()} data-testid="employee-email">
      {at > 0 ? (
        <>
          {email.slice(0, at + 1)}
          <wbr />
          {email.slice(at + 1)}
        </>
      ) : (
        email
      )}
    </span>
  );
}
