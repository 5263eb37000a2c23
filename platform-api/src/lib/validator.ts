// Request validation with TypeBox's compiler, one schema per request part (the same schemas the type provider
// infers the handler's types from and the OpenAPI document describes).
//
// JSON bodies (and headers) are checked exactly as sent: "100" is not an amount, 1 is not a remark. Query strings
// and path parameters are text on the wire, so this compiler reads them as the schema asks first: a number or
// integer from its exact decimal text (the rule Ajv's coercion follows; TypeBox's Value.Convert would turn "5.5"
// into the integer 5), a boolean from "true"/"false", a single value into a one-item list; then the schema's
// defaults fill what is missing. One compiler for every part keeps a single rule set and one error shape, where a
// second Ajv instance for query strings would only exist to undo the coercion the first one was told to skip.
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';
import type { FastifySchemaCompiler } from 'fastify';
import type { TSchema } from 'typebox';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  enum?: unknown[];
}

const typesOf = (schema: JsonSchema): string[] => [
  ...(Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []),
  ...(schema.anyOf ?? []).flatMap(typesOf),
  ...(schema.enum ?? []).map((value) => typeof value),
];

/** One query-string or path value read as its schema's type; text that does not fit is left for the check. */
function fromText(schema: JsonSchema, text: unknown): unknown {
  if (typeof text !== 'string') return text;
  const types = typesOf(schema);
  if (types.includes('string')) return text;
  if (
    (types.includes('integer') || types.includes('number')) &&
    text.trim() !== '' &&
    Number.isFinite(+text)
  ) {
    return +text;
  }
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  if (types.includes('array')) return [text];
  return text;
}

function readText(schema: JsonSchema, value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !schema.properties) return value;
  const read: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [name, property] of Object.entries(schema.properties)) {
    if (name in read) read[name] = fromText(property, read[name]);
  }
  return read;
}

export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const check = Compile(schema);
  const fromWire = httpPart === 'querystring' || httpPart === 'params';
  return (input: unknown) => {
    const value = fromWire ? Value.Default(schema, readText(schema, input)) : input;
    if (check.Check(value)) return { value };
    // The first failure only, as Fastify's own validator reports it; the error handler maps its field to a code.
    const [first] = check.Errors(value);
    return { error: first ? [first] : [] };
  };
};
