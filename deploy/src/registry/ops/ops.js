// @ts-check
// The registry's ops page: sign in with a registry token, see every environment's pins, rollouts, history and
// release health, and change pins through the registry's JSON routes (contract.ts), which make every check. The
// page only mirrors the token's rights to disable what would be refused; the registry still decides. Plain
// JavaScript, no build: the registry serves this file as it is. Everything the registry says is put on the page as
// text, never as markup.

/** @typedef {import('../contract.ts').WhoAmI} WhoAmI */
/** @typedef {import('../contract.ts').Role} Role */
/** @typedef {import('../contract.ts').EnvironmentSummary} EnvironmentSummary */
/** @typedef {import('../contract.ts').EnvironmentsAnswer} EnvironmentsAnswer */
/** @typedef {import('../contract.ts').EnvironmentAnswer} EnvironmentAnswer */
/** @typedef {import('../contract.ts').HistoryAnswer} HistoryAnswer */
/** @typedef {import('../contract.ts').AuditRow} AuditRow */
/** @typedef {import('../contract.ts').ReleasesAnswer} ReleasesAnswer */
/** @typedef {import('../contract.ts').ReleaseRecord} ReleaseRecord */
/** @typedef {import('../contract.ts').HealthAnswer} HealthAnswer */
/** @typedef {import('../contract.ts').HealthPoint} HealthPoint */
/** @typedef {import('../contract.ts').CanaryAnswer} CanaryAnswer */
/** @typedef {import('shared/pin-file').RemoteName} RemoteName */
/** @typedef {import('shared/pin-file').RemotePin} RemotePin */

/** @typedef {'pin' | 'rollback' | 'canary' | 'widen' | 'promote' | 'abort'} ActionKind */
/** @typedef {{ points: HealthPoint[] } | { error: string }} HealthState */

/** The registry's root: this script is served at <root>/ops/ops.js. */
const API = new URL('..', import.meta.url);
const TOKEN_KEY = 'registry.ops.token';
const HISTORY_ROWS = 50;
const HEALTH_HOURS = 48;
const HOUR = 3_600_000;

/** @type {Record<ActionKind, { label: string, route: string }>} */
const ACTIONS = {
  pin: { label: 'Pin', route: 'pin' },
  rollback: { label: 'Roll back', route: 'rollback' },
  canary: { label: 'Start canary', route: 'canary' },
  widen: { label: 'Widen', route: 'canary' },
  promote: { label: 'Promote canary', route: 'canary/promote' },
  abort: { label: 'Abort canary', route: 'canary/abort' },
};
const ACTION_KINDS = /** @type {ActionKind[]} */ (Object.keys(ACTIONS));

const state = {
  /** @type {WhoAmI | null} */
  who: null,
  /** @type {EnvironmentSummary[]} */
  environments: [],
  /** @type {Map<string, EnvironmentAnswer>} */
  details: new Map(),
  selected: '',
  /** @type {AuditRow[]} */
  history: [],
  historyAll: false,
  /** @type {Map<RemoteName, HealthState>} */
  health: new Map(),
  /** @type {{ remote: RemoteName, kind: ActionKind | null } | null} */
  action: null,
  /** Counts loads, so an answer for an environment no longer shown is dropped. */
  generation: 0,
};

// ---------------------------------------------------------------------------------------------------------------
// The registry's routes

class ApiError extends Error {
  /**
   * @param {number} status
   * @param {string} code
   * @param {string} message
   */
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/**
 * One call to the registry with the token; a refusal becomes an ApiError with the registry's own message.
 * @template T
 * @param {'GET' | 'POST'} method
 * @param {string} route
 * @param {{ body?: unknown, token?: string }} [options]
 * @returns {Promise<T>}
 */
async function api(method, route, { body, token } = {}) {
  /** @type {Record<string, string>} */
  const headers = { authorization: `Bearer ${token ?? sessionStorage.getItem(TOKEN_KEY) ?? ''}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  /** @type {Response} */
  let response;
  try {
    response = await fetch(new URL(route.replace(/^\//, ''), API), {
      method,
      headers,
      cache: 'no-store',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (error) {
    throw new ApiError(0, 'network', `the registry cannot be reached (${String(error)})`);
  }
  if (!response.ok) {
    /** @type {Partial<import('../contract.ts').RegistryErrorBody>} */
    let answer = {};
    try {
      answer = await response.json();
    } catch {
      // Not the registry's error document (a proxy's page): said by its status below.
    }
    const error = answer.error;
    throw new ApiError(
      response.status,
      error?.code ?? 'http',
      error?.message ?? `the registry answered ${response.status} ${response.statusText}`.trim(),
    );
  }
  return /** @type {Promise<T>} */ (response.json());
}

const segment = encodeURIComponent;

// ---------------------------------------------------------------------------------------------------------------
// DOM helpers: elements built from text, never from markup

/**
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, string | boolean | undefined>} [attributes]
 * @param {...(Node | string | null | undefined | false)} children
 * @returns {HTMLElementTagNameMap[K]}
 */
function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    element.setAttribute(name, value === true ? '' : value);
  }
  for (const child of children)
    if (child !== null && child !== undefined && child !== false) element.append(child);
  return element;
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * @param {string} tag
 * @param {Record<string, string | number>} [attributes]
 * @param {...(Node | string)} children
 * @returns {SVGElement}
 */
function s(tag, attributes = {}, ...children) {
  const element = /** @type {SVGElement} */ (document.createElementNS(SVG_NS, tag));
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  element.append(...children);
  return element;
}

/**
 * @template {HTMLElement} T
 * @param {string} id
 * @returns {T}
 */
function byId(id) {
  const element = document.getElementById(id);
  if (!element) throw new Error(`#${id} is missing from the page`);
  return /** @type {T} */ (element);
}

/** @param {string | null | undefined} iso */
const when = (iso) => (iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : '');

/** @param {string | null | undefined} iso */
const timeOf = (iso) => (iso ? h('time', { datetime: iso }, when(iso)) : '');

/** @param {string} version */
const code = (version) => h('code', {}, version);

// ---------------------------------------------------------------------------------------------------------------
// Messages

/**
 * @param {string} message
 * @param {{ reload?: boolean }} [options]
 */
function showAlert(message, { reload = false } = {}) {
  const alert = byId('alert');
  alert.replaceChildren(h('p', {}, message));
  if (reload) {
    const button = h('button', { type: 'button' }, 'Reload');
    button.addEventListener('click', () => void reloadAll());
    alert.append(button);
  }
}

function clearAlert() {
  byId('alert').replaceChildren();
}

/** @param {string} message */
function showStatus(message) {
  byId('status').replaceChildren(message ? h('p', {}, message) : '');
}

/**
 * What an operator reads for a refusal; a token that stopped working signs the page out.
 * @param {unknown} error
 * @param {string} what the sentence's start: `Dry run refused`
 */
function report(error, what) {
  if (error instanceof ApiError && error.status === 401 && state.who) {
    signOut();
    showAlert(`Signed out: ${error.message}.`);
    return;
  }
  if (error instanceof ApiError && error.code === 'registry.stale_revision') {
    showAlert(`Changed meanwhile: reload. ${error.message}.`, { reload: true });
    return;
  }
  const message = error instanceof Error ? error.message : String(error);
  showAlert(`${what}: ${message}`);
}

// ---------------------------------------------------------------------------------------------------------------
// Rights and what each action needs (the registry's rules, mirrored to disable what it would refuse)

/**
 * The rule a role breaks by changing `remote` in `environment` (as the registry words it), or undefined.
 * @param {Role} role
 * @param {string} remote
 * @param {EnvironmentSummary} environment
 */
function refusedChange(role, remote, environment) {
  if (role === 'admin' || role === 'ops') return undefined;
  const team = role.slice('team:'.length);
  if (team !== remote) return `${role} may change ${team} only, not ${remote}`;
  if (environment.protected) return `${environment.name} is protected: a change there needs the ops role`;
  return undefined;
}

/** @param {Role} role */
function rightsOf(role) {
  if (role === 'admin') return 'may change any remote anywhere, and manage tokens (pnpm remotes token)';
  if (role === 'ops') return 'may change any remote anywhere';
  return `may change ${role.slice('team:'.length)} where the environment is not protected`;
}

/**
 * Why an action cannot be taken on this pin now, or undefined when it can.
 * @param {ActionKind} kind
 * @param {RemotePin} pin
 */
function unavailable(kind, pin) {
  const canary = pin.canary;
  if (kind === 'pin' || kind === 'rollback') {
    if (canary) return `a rollout of ${canary.version} runs: promote or abort it first`;
    if (kind === 'rollback' && !pin.previous) return 'no previous release to roll back to';
    return undefined;
  }
  if (kind === 'canary')
    return canary ? `a rollout of ${canary.version} runs: widen, promote or abort it` : undefined;
  return canary ? undefined : 'no rollout runs';
}

// ---------------------------------------------------------------------------------------------------------------
// Sign-in

/** @param {string} token */
async function signIn(token) {
  const who = await api('GET', '/whoami', { token });
  sessionStorage.setItem(TOKEN_KEY, token);
  showStatus('');
  state.who = /** @type {WhoAmI} */ (who);
  byId('who-text').textContent = `Signed in as ${state.who.name} (${state.who.role})`;
  byId('who-rights').textContent = `· ${rightsOf(state.who.role)}`;
  byId('who').hidden = false;
  byId('sign-in').hidden = true;
  await reloadAll();
  if (state.who) byId('pins-title').focus();
}

function signOut() {
  sessionStorage.removeItem(TOKEN_KEY);
  Object.assign(state, {
    who: null,
    environments: [],
    details: new Map(),
    history: [],
    health: new Map(),
    action: null,
    generation: state.generation + 1,
  });
  byId('who').hidden = true;
  for (const id of ['overview', 'pins', 'action', 'health', 'history']) byId(id).hidden = true;
  for (const id of ['overview-body', 'pins-body', 'action-body', 'health-body', 'history-body']) {
    byId(id).replaceChildren();
  }
  byId('main').classList.remove('with-action');
  byId('sign-in').hidden = false;
  showStatus('');
  const input = /** @type {HTMLInputElement} */ (byId('token'));
  input.value = '';
  input.focus();
}

// ---------------------------------------------------------------------------------------------------------------
// Loading

/** Every environment's pins, then the selected one's history and health. */
async function reloadAll() {
  const generation = ++state.generation;
  try {
    const { environments } = /** @type {EnvironmentsAnswer} */ (await api('GET', '/environments'));
    const details = await Promise.all(
      environments.map(
        (each) =>
          /** @type {Promise<EnvironmentAnswer>} */ (api('GET', `/environments/${segment(each.name)}`)),
      ),
    );
    if (generation !== state.generation) return;
    state.environments = environments;
    state.details = new Map(details.map((each) => [each.name, each]));
    const wanted = hashEnvironment();
    if (!state.details.has(state.selected)) {
      state.selected = state.details.has(wanted) ? wanted : (environments[0]?.name ?? '');
    }
    clearAlert();
    renderOverview();
    renderPins();
    renderAction();
    // The cards appear with their first pins, never empty or with a previous token's.
    for (const id of ['overview', 'pins', 'health', 'history']) byId(id).hidden = false;
    await loadSelected(generation);
  } catch (error) {
    report(error, 'The registry could not be read');
  }
}

/** The environment the address names (`/ops#staging`), if it can be read. */
function hashEnvironment() {
  try {
    return decodeURIComponent(location.hash.slice(1));
  } catch {
    return '';
  }
}

/** @param {number} generation */
async function loadSelected(generation) {
  const environment = state.details.get(state.selected);
  if (!environment) return;
  const remotes = remotesOf(environment);
  const [history, ...health] = await Promise.all([
    /** @type {Promise<HistoryAnswer>} */ (api('GET', `/environments/${segment(environment.name)}/history`)),
    ...remotes.map((remote) => loadHealth(environment.name, remote)),
  ]);
  if (generation !== state.generation) return;
  state.history = history.rows;
  state.health = new Map(
    remotes.map((remote, index) => [remote, /** @type {HealthState} */ (health[index])]),
  );
  renderHistory();
  renderHealth();
}

/**
 * One remote's hourly health; a registry without reports (or without the route yet) has none.
 * @param {string} environment
 * @param {RemoteName} remote
 * @returns {Promise<HealthState>}
 */
async function loadHealth(environment, remote) {
  try {
    const answer = /** @type {HealthAnswer} */ (
      await api(
        'GET',
        `/environments/${segment(environment)}/health?remote=${segment(remote)}&hours=${HEALTH_HOURS}`,
      )
    );
    return { points: answer.points };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { points: [] };
    if (error instanceof ApiError && error.status === 401) throw error;
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * @param {EnvironmentAnswer} environment
 * @returns {RemoteName[]}
 */
const remotesOf = (environment) => /** @type {RemoteName[]} */ (Object.keys(environment.pins.remotes));

/** @param {string} name */
function select(name) {
  if (name === state.selected) return;
  state.selected = name;
  state.action = null;
  state.historyAll = false;
  history.replaceState(null, '', `#${segment(name)}`);
  renderOverview();
  renderPins();
  renderAction();
  byId('history-body').replaceChildren();
  byId('health-body').replaceChildren(h('p', { class: 'muted' }, 'Loading…'));
  void loadSelected(++state.generation).catch((error) => report(error, 'The registry could not be read'));
  byId('pins-title').focus();
}

// ---------------------------------------------------------------------------------------------------------------
// Environments: every environment's pins at a glance

function renderOverview() {
  const first = state.details.values().next().value;
  if (!first) {
    byId('overview-body').replaceChildren(h('p', {}, 'The registry has no environments.'));
    return;
  }
  const remotes = remotesOf(first);
  const rows = state.environments.map((summary) => {
    const environment = state.details.get(summary.name);
    const selected = summary.name === state.selected;
    const button = h(
      'button',
      { type: 'button', class: 'link', 'aria-current': selected ? 'true' : undefined },
      summary.name,
    );
    button.addEventListener('click', () => select(summary.name));
    return h(
      'tr',
      { class: selected ? 'selected' : undefined },
      h('th', { scope: 'row' }, button, summary.protected ? h('span', { class: 'badge' }, 'protected') : ''),
      h('td', {}, String(summary.revision)),
      ...remotes.map((remote) => {
        const pin = environment?.pins.remotes[remote];
        if (!pin) return h('td', {}, '—');
        return h(
          'td',
          {},
          code(pin.version),
          pin.canary
            ? h('span', { class: 'sub' }, 'canary ', code(pin.canary.version), ` · ${pin.canary.percent} %`)
            : '',
        );
      }),
    );
  });
  byId('overview-body').replaceChildren(
    h(
      'table',
      {},
      h('caption', { class: 'visually-hidden' }, 'Pinned version of each remote in each environment'),
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', { scope: 'col' }, 'Environment'),
          h('th', { scope: 'col' }, 'Revision'),
          ...remotes.map((remote) => h('th', { scope: 'col' }, remote)),
        ),
      ),
      h('tbody', {}, ...rows),
    ),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The selected environment's pins

function renderPins() {
  const environment = state.details.get(state.selected);
  const who = state.who;
  if (!environment || !who) return;
  byId('pins-title').textContent = `Pins in ${environment.name}`;
  byId('pins-badges').replaceChildren(
    h('span', { class: 'badge' }, `revision ${environment.revision}`),
    environment.protected ? h('span', { class: 'badge warn' }, 'protected') : '',
  );
  const remotes = remotesOf(environment);
  const refusals = remotes.map((remote) => refusedChange(who.role, remote, environment));
  const note = byId('pins-note');
  note.hidden = !refusals.every(Boolean);
  // A team may change nothing in a protected environment: that rule, rather than the other remotes', says why.
  const rule = refusals.find((each) => each?.includes('protected')) ?? refusals[0];
  note.textContent = note.hidden ? '' : `${who.name} (${who.role}) can change nothing here: ${rule}.`;

  const rows = remotes.map((remote, index) => {
    const pin = environment.pins.remotes[remote];
    const row = environment.pinned[remote];
    const refusal = refusals[index];
    const whyId = `why-${remote}`;
    const button = h(
      'button',
      {
        type: 'button',
        class: 'secondary',
        disabled: Boolean(refusal),
        'aria-describedby': refusal ? whyId : undefined,
        'aria-expanded': state.action?.remote === remote ? 'true' : 'false',
        'aria-controls': 'action',
      },
      // The row names the remote; its name is in the button for whoever hears it alone.
      'Change',
      h('span', { class: 'visually-hidden' }, ` ${remote}`),
    );
    button.addEventListener('click', () => openAction(remote));
    return h(
      'tr',
      { 'data-remote': remote },
      h('th', { scope: 'row' }, remote),
      h('td', {}, code(pin.version)),
      h(
        'td',
        { class: 'why-cell' },
        row
          ? h(
              'span',
              {},
              timeOf(row.at),
              ` · ${row.who} · ${row.action}`,
              h('span', { class: 'sub reason' }, row.reason),
            )
          : '—',
      ),
      h('td', { class: 'nowrap' }, pin.previous ? code(pin.previous.version) : 'none'),
      h(
        'td',
        { class: 'nowrap' },
        pin.canary
          ? h(
              'span',
              {},
              code(pin.canary.version),
              ` on ${pin.canary.percent} %`,
              h('span', { class: 'sub' }, `rollout ${pin.canary.rollout}`),
            )
          : 'none',
      ),
      h('td', {}, button, refusal ? h('span', { class: 'sub why', id: whyId }, refusal) : ''),
    );
  });
  byId('pins-body').replaceChildren(
    h(
      'table',
      {},
      h(
        'caption',
        { class: 'visually-hidden' },
        `Pins in ${environment.name}, revision ${environment.revision}`,
      ),
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          ...['Remote', 'Pinned', 'Pinned when, by, why', 'Previous', 'Canary', 'Actions'].map((title) =>
            h('th', { scope: 'col' }, title),
          ),
        ),
      ),
      h('tbody', {}, ...rows),
    ),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Actions: a form per action, a dry run first, then the change with the revision shown

/** @param {RemoteName} remote */
function openAction(remote) {
  state.action = { remote, kind: null };
  renderPins();
  renderAction();
  byId('action-title').focus();
}

function closeAction() {
  const remote = state.action?.remote;
  state.action = null;
  renderPins();
  renderAction();
  if (remote)
    /** @type {HTMLElement | null} */ (
      byId('pins-body').querySelector(`tr[data-remote="${remote}"] button`)
    )?.focus();
}

function renderAction() {
  const section = byId('action');
  const environment = state.details.get(state.selected);
  const action = state.action;
  const who = state.who;
  const pin = action && environment?.pins.remotes[action.remote];
  if (!action || !environment || !pin || !who || refusedChange(who.role, action.remote, environment)) {
    state.action = null;
    section.hidden = true;
    byId('action-body').replaceChildren();
    byId('main').classList.remove('with-action');
    return;
  }
  section.hidden = false;
  byId('main').classList.add('with-action');
  const { remote } = action;
  byId('action-title').textContent = `Change ${remote} in ${environment.name}`;
  const kind = action.kind ?? ACTION_KINDS.find((each) => !unavailable(each, pin)) ?? 'pin';
  action.kind = kind;

  const facts = h(
    'dl',
    { class: 'facts' },
    h('dt', {}, 'Pinned'),
    h('dd', {}, code(pin.version)),
    h('dt', {}, 'Previous'),
    h('dd', {}, pin.previous ? code(pin.previous.version) : 'none'),
    h('dt', {}, 'Canary'),
    h('dd', {}, pin.canary ? h('span', {}, code(pin.canary.version), ` on ${pin.canary.percent} %`) : 'none'),
    h('dt', {}, 'Revision'),
    h('dd', {}, String(environment.revision)),
  );

  const choices = h('ul', { class: 'choices', 'aria-label': 'Action' });
  for (const each of ACTION_KINDS) {
    const why = unavailable(each, pin);
    const button = h(
      'button',
      {
        type: 'button',
        class: each === kind ? 'choice chosen' : 'choice',
        'aria-pressed': each === kind ? 'true' : 'false',
        disabled: Boolean(why),
        'aria-describedby': why ? `cannot-${each}` : undefined,
      },
      ACTIONS[each].label,
    );
    button.addEventListener('click', () => {
      action.kind = each;
      renderAction();
      /** @type {HTMLElement | null} */ (byId('action-body').querySelector('[aria-pressed="true"]'))?.focus();
    });
    choices.append(
      h('li', {}, button, why ? h('span', { class: 'sub why', id: `cannot-${each}` }, why) : ''),
    );
  }

  byId('action-body').replaceChildren(facts, choices, actionForm(kind, remote, environment, pin));
}

/**
 * The form of one action: its fields, a reason, the dry run and, once it answered for these values, Apply.
 * @param {ActionKind} kind
 * @param {RemoteName} remote
 * @param {EnvironmentAnswer} environment
 * @param {RemotePin} pin
 */
function actionForm(kind, remote, environment, pin) {
  const form = h('form', { class: 'action-form', novalidate: true });
  const fields = h('div', { class: 'fields' });
  /** @type {HTMLSelectElement | null} */
  let version = null;
  /** @type {HTMLInputElement | null} */
  let percent = null;

  if (kind === 'pin' || kind === 'canary') {
    version = h('select', { id: 'action-version', name: 'version', required: true });
    version.append(h('option', { value: '' }, 'Loading releases…'));
    fields.append(
      h('label', { for: 'action-version' }, kind === 'pin' ? 'Version to pin' : 'Candidate version'),
      version,
    );
    void fillReleases(version, remote, pin);
  }
  if (kind === 'canary' || kind === 'widen') {
    const current = pin.canary?.percent ?? 0;
    const start = kind === 'canary' ? 10 : Math.min(100, Math.max(current + 1, current * 2));
    percent = h('input', {
      id: 'action-percent',
      name: 'percent',
      type: 'number',
      inputmode: 'numeric',
      min: '1',
      max: '100',
      step: '1',
      required: true,
      value: String(start),
    });
    fields.append(
      h(
        'label',
        { for: 'action-percent' },
        kind === 'widen' ? `New share of devices, % (now ${current} %)` : 'Share of devices, %',
      ),
      percent,
    );
  }
  const explanation = {
    pin: 'Every device runs the version chosen; the version pinned now becomes its fallback.',
    rollback: `Every device returns to ${pin.previous?.version ?? 'the previous release'}.`,
    canary: `The candidate runs on that share of devices, ${pin.version} on the rest.`,
    widen: `The candidate ${pin.canary?.version ?? ''} runs on more (or fewer) devices; a device keeps its release.`,
    promote: `${pin.canary?.version ?? 'The candidate'} becomes the pin for every device; ${pin.version} its fallback.`,
    abort: `Every device returns to ${pin.version}; the rollout of ${pin.canary?.version ?? 'the candidate'} ends.`,
  }[kind];
  const reason = h('input', {
    id: 'action-reason',
    name: 'reason',
    type: 'text',
    required: true,
    maxlength: '500',
    autocomplete: 'off',
  });
  fields.append(h('label', { for: 'action-reason' }, 'Reason (recorded in the history)'), reason);

  const preview = h('div', { class: 'preview', id: 'action-preview', 'aria-live': 'polite' });
  const dryRun = h('button', { type: 'submit' }, 'Preview (dry run)');
  const apply = h('button', { type: 'button', class: 'danger', disabled: true }, 'Apply');
  form.append(
    h('p', { class: 'muted' }, explanation),
    fields,
    h('div', { class: 'buttons' }, dryRun, apply),
    preview,
  );

  /** The request as the form says it now; undefined (after saying why) while a field is missing. */
  const request = () => {
    for (const input of [version, percent, reason]) {
      if (input && !input.checkValidity()) {
        input.reportValidity();
        return undefined;
      }
    }
    /** @type {Record<string, unknown>} */
    const body = { remote, reason: reason.value.trim(), revision: environment.revision };
    if (!body.reason) {
      reason.setCustomValidity('Give a reason: it is recorded with the change.');
      reason.reportValidity();
      reason.setCustomValidity('');
      return undefined;
    }
    if (version) body.version = version.value;
    if (kind === 'widen') body.version = pin.canary?.version;
    if (percent) body.percent = Number(percent.value);
    return body;
  };
  /** @type {string | null} */
  let previewed = null;
  const forget = () => {
    if (previewed === null) return;
    previewed = null;
    apply.disabled = true;
    preview.replaceChildren();
  };
  form.addEventListener('input', forget);
  form.addEventListener('change', forget);

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const body = request();
    if (!body) return;
    dryRun.disabled = true;
    void send(kind, environment.name, { ...body, dryRun: true })
      .then((answer) => {
        clearAlert();
        previewed = JSON.stringify(body);
        apply.disabled = false;
        preview.replaceChildren(
          h('p', { class: 'preview-title' }, 'Dry run: nothing was written'),
          h('p', { class: 'change' }, describe(kind, environment.name, answer, pin)),
          h(
            'p',
            { class: 'muted' },
            `${environment.name} stays at revision ${answer.revision}. Apply makes this change.`,
          ),
        );
      })
      .catch((error) => {
        preview.replaceChildren();
        report(error, 'Dry run refused');
      })
      .finally(() => {
        dryRun.disabled = false;
      });
  });

  apply.addEventListener('click', () => {
    const body = request();
    if (!body || JSON.stringify(body) !== previewed) {
      forget();
      return;
    }
    apply.disabled = true;
    dryRun.disabled = true;
    void send(kind, environment.name, { ...body, dryRun: false })
      .then(async (answer) => {
        if (state.action) state.action.kind = null;
        await reloadAll();
        showStatus(
          `Done: ${describe(kind, environment.name, answer, pin)}. ${environment.name} is at revision ${answer.revision}.`,
        );
        byId('action-title').focus();
      })
      .catch((error) => {
        apply.disabled = false;
        dryRun.disabled = false;
        report(error, 'Change refused');
      });
  });
  return form;
}

/**
 * @param {ActionKind} kind
 * @param {string} environment
 * @param {Record<string, unknown>} body
 * @returns {Promise<CanaryAnswer>}
 */
function send(kind, environment, body) {
  showStatus('');
  return api('POST', `/environments/${segment(environment)}/${ACTIONS[kind].route}`, { body });
}

/**
 * What a change does, from the registry's answer: from → to.
 * @param {ActionKind} kind
 * @param {string} environment
 * @param {CanaryAnswer} answer
 * @param {RemotePin} pin
 */
function describe(kind, environment, answer, pin) {
  const where = `${answer.remote} in ${environment}`;
  switch (kind) {
    case 'pin':
      return `${where}: ${answer.from} → ${answer.to}`;
    case 'rollback':
      return `${where}: ${answer.from} → ${answer.to} (rolled back)`;
    case 'canary':
      return `${where}: candidate ${answer.to} on ${answer.percent} % of devices, ${answer.from} on the rest`;
    case 'widen':
      return `${where}: candidate ${answer.to} from ${pin.canary?.percent ?? 0} % → ${answer.percent} % of devices`;
    case 'promote':
      return `${where}: ${answer.from} → ${answer.to} on every device (canary promoted)`;
    case 'abort':
      return `${where}: candidate ${answer.from} → ${answer.to} on every device (canary aborted)`;
  }
}

/**
 * The registry's releases of a remote, newest first, but the one pinned now.
 * @param {HTMLSelectElement} select
 * @param {RemoteName} remote
 * @param {RemotePin} pin
 */
async function fillReleases(select, remote, pin) {
  try {
    const { releases } = /** @type {ReleasesAnswer} */ (await api('GET', `/releases/${segment(remote)}`));
    const choices = releases.filter((release) => release.version !== pin.version).reverse();
    select.replaceChildren(
      h('option', { value: '' }, choices.length ? 'Choose a release' : 'No other release in the registry'),
      ...choices.map((release) =>
        h(
          'option',
          { value: release.version },
          `${release.version} · ${when(release.releasedAt)} · ${release.releasedBy}`,
        ),
      ),
    );
  } catch (error) {
    select.replaceChildren(h('option', { value: '' }, 'Releases could not be read'));
    report(error, 'The releases could not be read');
  }
}

// ---------------------------------------------------------------------------------------------------------------
// History

function renderHistory() {
  const filter = /** @type {HTMLSelectElement} */ (byId('history-remote'));
  const environment = state.details.get(state.selected);
  if (!environment) return;
  if (filter.options.length === 0) {
    filter.append(
      h('option', { value: '' }, 'All'),
      ...remotesOf(environment).map((remote) => h('option', { value: remote }, remote)),
    );
  }
  const rows = state.history.filter((row) => !filter.value || row.remote === filter.value).reverse();
  const shown = state.historyAll ? rows : rows.slice(0, HISTORY_ROWS);
  const body = byId('history-body');
  if (!rows.length) {
    body.replaceChildren(h('p', { class: 'muted' }, 'No changes recorded.'));
    return;
  }
  const table = h(
    'table',
    {},
    h('caption', { class: 'visually-hidden' }, `Changes in ${environment.name}, newest first`),
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        ...['When', 'Who', 'Action', 'Remote', 'Change', 'Reason', 'Revision'].map((title) =>
          h('th', { scope: 'col' }, title),
        ),
      ),
    ),
    h(
      'tbody',
      {},
      ...shown.map((row) =>
        h(
          'tr',
          {},
          h('td', { class: 'nowrap' }, timeOf(row.at)),
          h('td', {}, row.who),
          h('td', {}, row.action),
          h('td', {}, row.remote),
          h(
            'td',
            { class: 'nowrap' },
            row.from ? code(row.from) : 'none',
            ' → ',
            code(row.to),
            row.percent === null ? '' : row.percent === 0 ? ' · ended' : ` · ${row.percent} %`,
          ),
          h(
            'td',
            { class: 'reason' },
            row.reason,
            row.figures
              ? h(
                  'span',
                  { class: 'sub' },
                  `measured: ${Object.entries(row.figures)
                    .map(([name, value]) => `${name} ${value}`)
                    .join(', ')}`,
                )
              : '',
          ),
          h('td', {}, String(row.revision)),
        ),
      ),
    ),
  );
  const more =
    rows.length > shown.length
      ? h('button', { type: 'button', class: 'secondary' }, `Show all ${rows.length} changes`)
      : null;
  more?.addEventListener('click', () => {
    state.historyAll = true;
    renderHistory();
  });
  body.replaceChildren(table, ...(more ? [more] : []));
}

// ---------------------------------------------------------------------------------------------------------------
// Release health: per remote, failure rate and p75 LCP and INP per hour, one line per release

/** @typedef {'stable' | 'candidate' | 'other'} SeriesRole */
/** @typedef {{ version: string, role: SeriesRole, points: HealthPoint[] }} Series */

/** @type {{ key: 'failureRate' | 'lcpP75' | 'inpP75', title: string, unit: string, scale: number, digits: number }[]} */
const METRICS = [
  { key: 'failureRate', title: 'Failure rate', unit: '%', scale: 100, digits: 1 },
  { key: 'lcpP75', title: 'p75 LCP', unit: 'ms', scale: 1, digits: 0 },
  { key: 'inpP75', title: 'p75 INP', unit: 'ms', scale: 1, digits: 0 },
];

/** Colour and dash of each line: the stable release and the candidate differ in both, and in their markers. */
const STYLE = {
  stable: { dash: '', label: 'stable' },
  candidate: { dash: '7 4', label: 'candidate' },
  other: { dash: '2 3', label: 'other' },
};

function renderHealth() {
  const environment = state.details.get(state.selected);
  if (!environment) return;
  const blocks = remotesOf(environment).map((remote) => {
    const health = state.health.get(remote);
    const pin = environment.pins.remotes[remote];
    const title = h('h3', {}, remote);
    if (!health) return h('div', { class: 'remote-health' }, title, h('p', { class: 'muted' }, 'Loading…'));
    if ('error' in health) {
      return h(
        'div',
        { class: 'remote-health' },
        title,
        h('p', { class: 'why' }, `Health could not be read: ${health.error}`),
      );
    }
    if (!health.points.length) {
      return h(
        'div',
        { class: 'remote-health empty', 'data-remote': remote },
        title,
        h('p', { class: 'muted' }, 'No reports yet.'),
      );
    }
    const series = seriesOf(health.points, pin);
    return h(
      'div',
      { class: 'remote-health', 'data-remote': remote },
      title,
      legend(series, pin),
      comparison(series),
      h('div', { class: 'charts' }, ...METRICS.map((metric) => chart(remote, metric, series))),
    );
  });
  byId('health-body').replaceChildren(...blocks);
}

/**
 * @param {HealthPoint[]} points
 * @param {RemotePin} pin
 * @returns {Series[]}
 */
function seriesOf(points, pin) {
  /** @type {Map<string, HealthPoint[]>} */
  const byVersion = new Map();
  for (const point of [...points].sort((a, b) => a.hour.localeCompare(b.hour))) {
    byVersion.set(point.version, [...(byVersion.get(point.version) ?? []), point]);
  }
  /** @param {string} version @returns {SeriesRole} */
  const roleOf = (version) =>
    version === pin.version ? 'stable' : version === pin.canary?.version ? 'candidate' : 'other';
  const order = { stable: 0, candidate: 1, other: 2 };
  return [...byVersion]
    .map(([version, each]) => ({ version, role: roleOf(version), points: each }))
    .sort((a, b) => order[a.role] - order[b.role] || a.version.localeCompare(b.version));
}

/**
 * A line sample as the chart draws it.
 * @param {SeriesRole} role
 */
function sample(role) {
  return s(
    'svg',
    { class: `sample series-${role}`, viewBox: '0 0 36 12', width: 36, height: 12, 'aria-hidden': 'true' },
    s('line', { x1: 1, y1: 6, x2: 35, y2: 6, 'stroke-dasharray': STYLE[role].dash }),
    marker(role, 18, 6),
  );
}

/**
 * @param {SeriesRole} role
 * @param {number} x
 * @param {number} y
 */
function marker(role, x, y) {
  if (role === 'candidate') return s('rect', { x: x - 3, y: y - 3, width: 6, height: 6, class: 'marker' });
  if (role === 'other')
    return s('path', { d: `M${x - 3.5} ${y + 3}L${x} ${y - 3.5}L${x + 3.5} ${y + 3}Z`, class: 'marker' });
  return s('circle', { cx: x, cy: y, r: 3, class: 'marker' });
}

/**
 * @param {Series[]} series
 * @param {RemotePin} pin
 */
function legend(series, pin) {
  return h(
    'ul',
    { class: 'legend', 'aria-label': 'Releases in the charts' },
    ...series.map((each) =>
      h(
        'li',
        { 'data-role': each.role },
        sample(each.role),
        h('span', {}, `${STYLE[each.role].label} `, code(each.version)),
        each.role === 'stable'
          ? ' (pinned)'
          : each.role === 'candidate'
            ? ` (canary on ${pin.canary?.percent ?? 0} %)`
            : '',
      ),
    ),
  );
}

/**
 * The releases side by side over the whole window: views, failure rate, the latest p75s.
 * @param {Series[]} series
 */
function comparison(series) {
  const latest = (/** @type {HealthPoint[]} */ points, /** @type {'lcpP75' | 'inpP75'} */ key) => {
    const value = points.findLast((point) => point[key] !== null)?.[key];
    return value === undefined || value === null ? '—' : `${Math.round(value)} ms`;
  };
  return h(
    'div',
    { class: 'table-wrap' },
    h(
      'table',
      { class: 'compact' },
      h('caption', { class: 'visually-hidden' }, 'Releases side by side over the last 48 hours'),
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          ...['Release', 'Views', 'Failure rate', 'p75 LCP (latest)', 'p75 INP (latest)'].map((title) =>
            h('th', { scope: 'col' }, title),
          ),
        ),
      ),
      h(
        'tbody',
        {},
        ...series.map((each) => {
          const views = each.points.reduce((sum, point) => sum + point.views, 0);
          const failed = each.points.reduce((sum, point) => sum + point.failedLoads + point.renderErrors, 0);
          return h(
            'tr',
            { 'data-role': each.role },
            h('th', { scope: 'row' }, `${STYLE[each.role].label} `, code(each.version)),
            h('td', {}, String(views)),
            h('td', {}, views ? `${((failed / views) * 100).toFixed(1)} %` : '—'),
            h('td', {}, latest(each.points, 'lcpP75')),
            h('td', {}, latest(each.points, 'inpP75')),
          );
        }),
      ),
    ),
  );
}

/** A round top for an axis: 1, 2, 2.5 or 5 times a power of ten. */
function niceTop(/** @type {number} */ value) {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 2.5, 5, 10].find((step) => step * power >= value) ?? 10) * power;
}

/**
 * One metric's chart: hours across, one line per release, with a sentence saying what it shows.
 * @param {RemoteName} remote
 * @param {(typeof METRICS)[number]} metric
 * @param {Series[]} series
 */
function chart(remote, metric, series) {
  const width = 360;
  const height = 170;
  const left = 46;
  const right = 10;
  const top = 10;
  const bottom = 24;
  const latestHour = Math.max(
    Math.floor(Date.now() / HOUR) * HOUR,
    ...series.flatMap((each) => each.points.map((point) => Date.parse(point.hour))),
  );
  const firstHour = latestHour - (HEALTH_HOURS - 1) * HOUR;
  /** @param {HealthPoint} point */
  const valueOf = (point) => {
    const value = point[metric.key];
    return value === null ? null : value * metric.scale;
  };
  const values = series.flatMap((each) => each.points.map(valueOf)).filter((value) => value !== null);
  const maximum = niceTop(Math.max(0, ...values));
  const x = (/** @type {number} */ hour) =>
    left + ((hour - firstHour) / (latestHour - firstHour)) * (width - left - right);
  const y = (/** @type {number} */ value) => top + (1 - value / maximum) * (height - top - bottom);
  const format = (/** @type {number} */ value) => `${value.toFixed(metric.digits)} ${metric.unit}`;

  const id = `chart-${remote}-${metric.key}`;
  const grid = [0, 0.5, 1].map((share) =>
    s(
      'g',
      { class: 'grid' },
      s('line', { x1: left, x2: width - right, y1: y(share * maximum), y2: y(share * maximum) }),
      s(
        'text',
        { x: left - 4, y: y(share * maximum) + 4, 'text-anchor': 'end' },
        axisLabel(share * maximum, metric.unit),
      ),
    ),
  );
  const hours = [
    [firstHour, `−${HEALTH_HOURS} h`, 'start'],
    [firstHour + (latestHour - firstHour) / 2, `−${HEALTH_HOURS / 2} h`, 'middle'],
    [latestHour, 'now', 'end'],
  ].map(([hour, label, anchor]) =>
    s(
      'text',
      { class: 'hours', x: x(Number(hour)), y: height - 6, 'text-anchor': String(anchor) },
      String(label),
    ),
  );
  const lines = series.map((each) => {
    const inWindow = each.points.filter((point) => Date.parse(point.hour) >= firstHour);
    /** @type {string[]} */
    const segments = [];
    let pen = 'M';
    let previousHour = Number.NaN;
    for (const point of inWindow) {
      const value = valueOf(point);
      const hour = Date.parse(point.hour);
      // A line joins consecutive hours only: an hour without reports leaves a gap.
      if (value === null || hour - previousHour > HOUR) pen = 'M';
      if (value !== null) {
        segments.push(`${pen}${x(hour).toFixed(1)} ${y(value).toFixed(1)}`);
        pen = 'L';
      }
      previousHour = hour;
    }
    return s(
      'g',
      { class: `series series-${each.role}`, 'data-version': each.version },
      s('path', { d: segments.join(''), fill: 'none', 'stroke-dasharray': STYLE[each.role].dash }),
      ...inWindow.flatMap((point) => {
        const value = valueOf(point);
        return value === null ? [] : [marker(each.role, x(Date.parse(point.hour)), y(value))];
      }),
    );
  });
  const summary = series
    .map((each) => {
      const measured = each.points.map(valueOf).filter((value) => value !== null);
      const last = measured.at(-1);
      return last === undefined
        ? `${STYLE[each.role].label} ${each.version}: not measured`
        : `${STYLE[each.role].label} ${each.version}: ${format(last)} in its latest hour, at most ${format(Math.max(...measured))}`;
    })
    .join('; ');
  return h(
    'figure',
    { class: 'chart' },
    h('figcaption', { id: `${id}-title` }, `${metric.title} (${metric.unit})`),
    s(
      'svg',
      {
        viewBox: `0 0 ${width} ${height}`,
        role: 'img',
        'aria-labelledby': `${id}-title`,
        'aria-describedby': `${id}-summary`,
      },
      ...grid,
      ...hours,
      ...lines,
    ),
    h('p', { class: 'summary', id: `${id}-summary` }, `${summary}.`),
  );
}

/**
 * @param {number} value
 * @param {string} unit
 */
function axisLabel(value, unit) {
  const rounded = Number.isInteger(value) ? String(value) : value.toFixed(1);
  return unit === '%' ? `${rounded} %` : rounded;
}

// ---------------------------------------------------------------------------------------------------------------
// Start

byId('sign-in-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const input = /** @type {HTMLInputElement} */ (byId('token'));
  const token = input.value.trim();
  if (!token) {
    showAlert('Sign-in refused: enter a registry token.');
    input.focus();
    return;
  }
  clearAlert();
  void signIn(token).catch((error) => {
    sessionStorage.removeItem(TOKEN_KEY);
    const message = error instanceof Error ? error.message : String(error);
    showAlert(`Sign-in refused: ${message}.`);
    input.focus();
  });
});
byId('sign-out').addEventListener('click', () => {
  signOut();
  clearAlert();
  showStatus('Signed out.');
});
byId('reload').addEventListener('click', () => void reloadAll());
byId('action-close').addEventListener('click', closeAction);
byId('history-remote').addEventListener('change', () => {
  state.historyAll = false;
  renderHistory();
});

const kept = sessionStorage.getItem(TOKEN_KEY);
if (kept) {
  void signIn(kept).catch((error) => {
    sessionStorage.removeItem(TOKEN_KEY);
    showAlert(`Signed out: ${error instanceof Error ? error.message : String(error)}.`);
  });
}
