import type { OpenApiDocument } from "#server/http/openapi/document.ts";

/**
 * /api/docs: the OpenAPI document as one server-rendered page — every endpoint with its
 * parameters, responses and example bodies, then the schemas. No scripts, no inline style
 * element (the CSP forbids both); the look comes from /api/docs.css.
 */

const escapeHtml = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");

/** `code` spans of the descriptions as <code>, everything else escaped. */
const prose = (text: string | undefined) =>
  text
    ? escapeHtml(text).replace(/`([^`]+)`/g, (_match, code: string) => `<code>${code}</code>`)
    : "";

const anchor = (method: string, path: string) =>
  `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, "-").replace(/^-|-$/g, "");

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Record<string, unknown>;
  example?: unknown;
}

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  responses: Record<
    string,
    {
      description: string;
      content?: Record<string, { schema?: { $ref?: string }; example?: unknown }>;
    }
  >;
}

function schemaText(schema: Record<string, unknown> | undefined) {
  if (!schema) return "";
  const parts = [String(schema.type ?? "")];
  if (Array.isArray(schema.enum)) parts.push(`one of ${schema.enum.join(", ")}`);
  if (schema.minimum !== undefined) parts.push(`≥ ${schema.minimum}`);
  if (schema.maximum !== undefined) parts.push(`≤ ${schema.maximum}`);
  if (schema.default !== undefined) parts.push(`default ${schema.default}`);
  return escapeHtml(parts.join(", "));
}

function parametersTable(parameters: Parameter[] | undefined) {
  if (!parameters?.length) return "<p>No parameters.</p>";
  const rows = parameters
    .map(
      (parameter) => `<tr>
        <td><code>${escapeHtml(parameter.name)}</code></td>
        <td>${escapeHtml(parameter.in)}${parameter.required ? ", required" : ""}</td>
        <td>${schemaText(parameter.schema)}</td>
        <td>${prose(parameter.description)}${
          parameter.example === undefined
            ? ""
            : ` Example: <code>${escapeHtml(String(parameter.example))}</code>`
        }</td>
      </tr>`,
    )
    .join("");
  return `<table><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Type</th><th scope="col">Description</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function responsesList(responses: Operation["responses"]) {
  return Object.entries(responses)
    .map(([status, response]) => {
      const media = Object.entries(response.content ?? {})
        .map(([type, body]) => {
          const schemaRef = body.schema?.$ref?.split("/").at(-1);
          const schemaLink = schemaRef
            ? ` — schema <a href="#schema-${escapeHtml(schemaRef)}">${escapeHtml(schemaRef)}</a>`
            : "";
          const example =
            body.example === undefined
              ? ""
              : `<pre><code>${escapeHtml(JSON.stringify(body.example, null, 2))}</code></pre>`;
          return `<p><code>${escapeHtml(type)}</code>${schemaLink}</p>${example}`;
        })
        .join("");
      return `<li><p><strong class="status">${escapeHtml(status)}</strong> ${prose(response.description)}</p>${media}</li>`;
    })
    .join("");
}

export function renderDocsPage(document: OpenApiDocument) {
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods as Record<string, Operation>).map(([method, operation]) => ({
      path,
      method,
      operation,
    })),
  );
  const toc = operations
    .map(
      ({ path, method, operation }) =>
        `<li><a href="#${anchor(method, path)}"><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></a> — ${prose(operation.summary)}</li>`,
    )
    .join("");
  const sections = operations
    .map(
      ({ path, method, operation }) => `<section class="endpoint" id="${anchor(method, path)}">
      <h3><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
      <p class="summary">${prose(operation.summary)}</p>
      ${operation.description ? `<p>${prose(operation.description)}</p>` : ""}
      <h4>Parameters</h4>
      ${parametersTable(operation.parameters)}
      <h4>Responses</h4>
      <ul class="responses">${responsesList(operation.responses)}</ul>
    </section>`,
    )
    .join("");
  const schemas = Object.entries(document.components.schemas)
    .map(
      ([name, schema]) => `<section id="schema-${escapeHtml(name)}">
      <h3>${escapeHtml(name)}</h3>
      <pre><code>${escapeHtml(JSON.stringify(schema, null, 2))}</code></pre>
    </section>`,
    )
    .join("");

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} — documentation</title>
<link rel="stylesheet" href="/api/docs.css">
</head>
<body>
<header>
  <h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>
  <p>${prose(document.info.description)}</p>
  <p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escapeHtml(document.openapi)}).</p>
</header>
<main>
  <nav aria-labelledby="endpoints-heading">
    <h2 id="endpoints-heading">Endpoints</h2>
    <ul>${toc}</ul>
  </nav>
  ${sections}
  <h2 id="schemas">Schemas</h2>
  ${schemas}
</main>
</body>
</html>
`;
}

export const docsStylesheet = `
:root { color-scheme: light; font-family: system-ui, sans-serif; line-height: 1.5; color: #2b2420; background: #fdfaf5; }
body { margin: 0 auto; max-width: 60rem; padding: 1rem; }
h1 small { font-size: 0.5em; color: #6b5d52; }
h2 { margin-top: 2.5rem; border-bottom: 1px solid #d9cfc3; }
a { color: #7a3b1d; }
code, pre { font-family: ui-monospace, monospace; font-size: 0.9em; }
pre { background: #f3ede4; padding: 0.75rem; overflow-x: auto; border-radius: 0.25rem; max-height: 30rem; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; vertical-align: top; border-bottom: 1px solid #e6ddd2; padding: 0.4rem; }
.endpoint { border-top: 1px solid #d9cfc3; margin-top: 2rem; }
.method { display: inline-block; min-width: 3.5rem; font-weight: 700; color: #1d5a3a; }
.status { font-family: ui-monospace, monospace; }
.responses { padding-left: 1.25rem; }
`;
