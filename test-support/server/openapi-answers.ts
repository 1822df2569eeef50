/**
 * Every answer of the API test suite, checked against the OpenAPI document the API serves
 * (docs/business-rules.md, Sales API conventions): its status must be one the operation declares, and its
 * JSON body must match that answer's schema. Clients generated from the document (openapi-typescript,
 * orval) or a validating proxy would otherwise break on what the tests never noticed. Requests that reach
 * no documented operation (an unknown path) are not checked.
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

interface DocumentedResponse {
  /** A shared answer of components.responses ('#/components/responses/DatabaseUnavailable'). */
  $ref?: string;
  content?: Record<string, { schema?: unknown }>;
  headers?: Record<string, { required?: boolean }>;
}
interface Document {
  paths: Record<string, Record<string, { responses?: Record<string, DocumentedResponse> }>>;
  components?: { responses?: Record<string, DocumentedResponse> };
}
interface Template {
  path: string;
  pattern: RegExp;
  parameters: number;
}

const DOCUMENT_ID = 'openapi.json';

/** One checker per document text: compiled validators are reused by every test API of a test file. */
let cached: { text: string; check: AnswerCheck } | undefined;

export type AnswerCheck = (method: string, path: string, response: Response) => Promise<void>;

function escapePointer(part: string) {
  return part.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function answerCheckOf(documentText: string): AnswerCheck {
  if (cached?.text === documentText) return cached.check;
  const document = JSON.parse(documentText) as Document;
  // The document is no JSON Schema itself (parameters' `required: true`): added unchecked, and each
  // answer's schema compiled by reference into it, so its $refs to #/components resolve.
  const ajv = new Ajv2020({ strict: false, allErrors: true, logger: false });
  addFormats(ajv);
  ajv.addSchema(document, DOCUMENT_ID, undefined, false);

  const templates: Template[] = Object.keys(document.paths).map((path) => ({
    path,
    pattern: new RegExp(
      `^${path
        .split(/(\{[^}]+\})/)
        .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('')}$`,
    ),
    parameters: (path.match(/\{/g) ?? []).length,
  }));
  const validators = new Map<string, ValidateFunction>();

  /** The documented path of a request: a literal segment wins over a parameter, as the router does. */
  function templateOf(path: string, method: string): string | undefined {
    const candidates = templates
      .filter((template) => template.pattern.test(path) && document.paths[template.path]![method])
      .sort((a, b) => a.parameters - b.parameters || b.path.length - a.path.length);
    return candidates[0]?.path;
  }

  /** Compiled once per answer: throws with the first mismatches and the body. */
  function validatorOf(key: string, ref: string) {
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile({ $ref: ref });
      validators.set(key, validate);
    }
    const compiled = validate;
    return (body: unknown, where: string, status: string) => {
      if (compiled(body)) return;
      const errors = (compiled.errors ?? [])
        .slice(0, 8)
        .map(
          (error) =>
            `  ${error.instancePath || '(body)'} ${error.message ?? ''} ${JSON.stringify(error.params)}`,
        )
        .join('\n');
      throw new Error(
        `${where} answered ${status} with a body the OpenAPI document does not allow:\n${errors}\n` +
          `body: ${JSON.stringify(body).slice(0, 500)}`,
      );
    };
  }

  const check: AnswerCheck = async (method, url, response) => {
    const lowerMethod = method.toLowerCase();
    let path = new URL(url, 'http://localhost').pathname;
    if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
    const template = templateOf(decodeURI(path), lowerMethod);
    if (!template) return;
    const where = `${method.toUpperCase()} ${url} (${template})`;
    const responses = document.paths[template]![lowerMethod]!.responses ?? {};
    const status = String(response.status);
    const answer = status in responses ? status : 'default';
    const listed = responses[answer];
    // A shared answer is checked where it is declared, components.responses.
    const shared = listed?.$ref?.match(/^#\/components\/responses\/(.+)$/)?.[1];
    const declared = shared ? document.components?.responses?.[shared] : listed;
    // A 500 is no answer of the contract: only the tests that inject a crash see one (the API never
    // plans it, docs/business-rules.md), and it still has the error shape.
    if (!declared && status === '500') {
      const body: unknown = await response.clone().json();
      validatorOf('#/components/schemas/Error', `${DOCUMENT_ID}#/components/schemas/Error`)(
        body,
        where,
        status,
      );
      return;
    }
    if (!declared) {
      const body = await response.clone().text();
      throw new Error(
        `${where} answered ${status}, which the OpenAPI document does not declare ` +
          `(it declares ${Object.keys(responses).join(', ')}): ${body.slice(0, 300)}`,
      );
    }
    const missing = Object.entries(declared.headers ?? {})
      .filter(([name, header]) => header.required && !response.headers.has(name))
      .map(([name]) => name);
    if (missing.length) {
      throw new Error(
        `${where} answered ${status} without the header the document requires: ${missing.join(', ')}`,
      );
    }
    if (!response.headers.get('Content-Type')?.includes('application/json')) return;
    const schema = declared.content?.['application/json']?.schema;
    if (!schema) {
      throw new Error(`${where} answered ${status} with JSON, but the document declares no JSON body for it`);
    }
    const pointer = (
      shared
        ? ['components', 'responses', shared, 'content', 'application/json', 'schema']
        : ['paths', template, lowerMethod, 'responses', answer, 'content', 'application/json', 'schema']
    )
      .map(escapePointer)
      .join('/');
    validatorOf(shared ?? `${template} ${lowerMethod} ${answer}`, `${DOCUMENT_ID}#/${pointer}`)(
      (await response.clone().json()) as unknown,
      where,
      status,
    );
  };
  cached = { text: documentText, check };
  return check;
}
