export function StartupErrorScreen({ problems }: { problems: string[] }) {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-4 p-6">
      <h1 className="text-2xl font-semibold text-slate-900">Cotiza no pudo iniciar</h1>
      <p className="text-slate-700">La aplicación no está bien configurada, así que no puede conectarse con el servidor.</p>
      <ul className="list-disc space-y-1 pl-5 text-slate-700" role="alert">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      <p className="text-sm text-slate-600">
        Si eres quien administra el sitio, define las variables en <code>.env</code> (ver <code>.env.example</code>) y vuelve a compilar. Si
        eres cliente, intenta más tarde.
      </p>
    </main>
  );
}
