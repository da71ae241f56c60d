/** An e-mail address that may break before its '@' rather than anywhere, in a narrow column; other text as it is. */
export function BreakableAddress({ text }: { text: string }) {
  const at = text.indexOf('@');
  if (at <= 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <wbr />
      {text.slice(at)}
    </>
  );
}
