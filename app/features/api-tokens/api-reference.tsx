/**
 * The API reference, rendered on the server from the OpenAPI document (/api/openapi.json): each
 * operation with its path, who may call it, its parameters, its body's JSON Schema and its answers.
 */
import type { OpenApiDocument } from "~/lib/server-types";

type Operation = OpenApiDocument["paths"][string][string];

export function ApiReference({ document }: { document: OpenApiDocument }) {
  const operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));
  const tags = [...new Set(operations.map((o) => o.op.tags[0]!))].sort();
  return (
    <div className="space-y-8">
      <p className="text-slate-700">
        <Prose text={document.info.description} /> The machine-readable document is at{" "}
        <a href="/api/openapi.json" className="font-semibold text-brand-700 hover:underline">
          /api/openapi.json
        </a>{" "}
        (OpenAPI {document.openapi}); every path below is under <code>{document.servers[0]?.url}</code>.
      </p>
      <nav aria-label="API sections" className="flex flex-wrap gap-3 text-sm">
        {tags.map((tag) => (
          <a key={tag} href={`#api-${tag}`} className="font-semibold text-brand-700 hover:underline">
            {tag}
          </a>
        ))}
      </nav>
      {tags.map((tag) => (
        <section key={tag} id={`api-${tag}`} aria-labelledby={`api-${tag}-heading`} className="space-y-3">
          <h2 id={`api-${tag}-heading`} className="text-xl font-bold text-slate-900">
            {tag}
          </h2>
          {operations
            .filter((o) => o.op.tags[0] === tag)
            .map(({ path, method, op }) => (
              <OperationCard key={`${method} ${path}`} path={path} method={method} op={op} />
            ))}
        </section>
      ))}
    </div>
  );
}

function OperationCard({ path, method, op }: { path: string; method: string; op: Operation }) {
  const body = "requestBody" in op ? op.requestBody?.content["application/json"].schema : undefined;
  const parameters = "parameters" in op ? (op.parameters ?? []) : [];
  return (
    <article className="rounded-lg border border-slate-200 bg-white p-4" data-testid="api-operation">
      <h3 className="font-mono text-sm font-semibold text-slate-900">
        <span className="mr-2 rounded bg-slate-800 px-1.5 py-0.5 text-white">{method.toUpperCase()}</span>
        {path}
      </h3>
      <p className="mt-1 text-slate-800">
        <Prose text={op.summary} />
      </p>
      <p className="text-sm text-slate-600">
        <Prose text={op.description} />
      </p>
      {parameters.length > 0 && (
        <table className="mt-2 text-sm">
          <caption className="sr-only">Parameters</caption>
          <thead>
            <tr className="text-left text-slate-600">
              <th className="pr-4 font-medium">Parameter</th>
              <th className="pr-4 font-medium">In</th>
              <th className="font-medium">Type</th>
            </tr>
          </thead>
          <tbody>
            {parameters.map((p) => (
              <tr key={`${p.in} ${p.name}`}>
                <td className="pr-4 font-mono">
                  {p.name}
                  {p.required ? "" : "?"}
                </td>
                <td className="pr-4">{p.in}</td>
                <td className="font-mono text-slate-700">{schemaType(p.schema)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {body && (
        <details className="mt-2">
          <summary className="cursor-pointer text-sm font-semibold text-slate-800">Request body (JSON Schema)</summary>
          <pre className="mt-1 max-h-96 overflow-auto rounded bg-slate-50 p-2 text-xs">{JSON.stringify(body, null, 2)}</pre>
        </details>
      )}
      <p className="mt-2 text-sm text-slate-700">
        Answers:{" "}
        {Object.entries(op.responses)
          .sort(([a], [b]) => (a === "2XX" ? -1 : b === "2XX" ? 1 : a.localeCompare(b)))
          .map(([code, r], i) => (
            <span key={code}>
              {i > 0 && " · "}
              <strong>{code}</strong> <Prose text={(r as { description: string }).description} />
            </span>
          ))}
      </p>
    </article>
  );
}

/** The document's descriptions mark code with backticks (CommonMark); only that is rendered. */
function Prose({ text }: { text: string }) {
  return text.split("`").map((part, i) => (i % 2 ? <code key={i}>{part}</code> : part));
}

function schemaType(schema: Record<string, unknown>): string {
  if (Array.isArray(schema.enum)) return schema.enum.map(String).join(" | ");
  return typeof schema.type === "string" ? schema.type : "any";
}
