#!/usr/bin/env node
// `npm run bench:inp`: how long each tap takes to answer (Interaction to Next Paint), on the
// production build, signed in as the example employer with a full account, on two data sets:
// - dev: the development API behind Prism, with 24 more pending quotations (Inicio lists 30) and
//   200 more payments (Historial has pages to turn);
// - prism: Prism's mock of the contract's examples (stateless: every list is its example), as
//   `npm run dev:examples` and `npm run bench` serve them.
//
//   node scripts/bench-inp.mjs [--repeats=5] [--throttle=4,1] [--data=dev,prism] [--only=pay-summary-phone-open,drawer-open]
//                              [--no-build] [--json=.tmp/bench-inp.json]
//
// Per interaction and CPU throttle (Emulation.setCPUThrottlingRate, 4× is Lighthouse's mid-range
// phone): a fresh page, the interaction once ("first use": chunks not loaded, nothing warmed up),
// then `repeats` more times. Each one reports:
// - INP: the longest Event Timing entry (input delay + processing + presentation) of the
//   interaction, as the browser rounds it (8 ms steps; below 16 ms it reports nothing: "<16");
// - content: ms from the pointer/key down to the first paint with the expected content on screen (a
//   dialog's first field, not its title or a placeholder).
// - forced: the script's forced style and layout (long-animation-frame entries'
//   forcedStyleAndLayoutDuration) in the frames from the input to the content;
// - events: the Event Timing entries' names (a tap is pointerdown, pointerup, click).
// Phone interactions run at 390×844 with touch (isMobile, hasTouch) and are taps (Playwright's
// tap: touch events through CDP, from which Chromium makes the pointer and click events a phone
// sends); desktop ones are 1280×800 mouse clicks.
// A flow that Prism's stateless data cannot play (a filter whose rows do not change) is reported
// as not applicable there; the phone's dialogs and menu must run on both.
// Prints a table, each row's verdict against the goals at 4× (GOALS: median ≤ 100 ms, max ≤ 150 ms,
// first use's content ≤ 250 ms) and a count of the rows that meet them, and writes a JSON report. The
// verdict is a report, not a test: the exit code is 1 only when an interaction cannot be performed or
// its content never appears.
// Ports: BENCH_INP_STACK_PORT (4038), BENCH_INP_API_PORT (4039), BENCH_INP_APP_PORT (4198),
// BENCH_INP_MOCK_PORT (4037) for Prism's mock, BENCH_INP_MOCK_APP_PORT (4197) for its build.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { benchArgs, PRISM_SESSION_TOKEN, throttlesOf } from './bench-args.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { startDevStack } from './dev-api/stack.mjs';
import { waitForPort } from './ports.mjs';
import { startPrism } from './prism.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const args = benchArgs();
const REPEATS = Number(args.repeats ?? 5);
const THROTTLES = throttlesOf(args, '4,1');
const ONLY = args.only ? String(args.only).split(',') : null;
const JSON_REPORT = resolve(ROOT, String(args.json ?? '.tmp/bench-inp.json'));
const STACK_PORT = Number(process.env.BENCH_INP_STACK_PORT ?? 4038);
const API_PORT = Number(process.env.BENCH_INP_API_PORT ?? 4039);
const APP_PORT = Number(process.env.BENCH_INP_APP_PORT ?? 4198);
const DIST = join(ROOT, '.tmp/dist-bench-inp');
const MOCK_PORT = Number(process.env.BENCH_INP_MOCK_PORT ?? 4037);
const MOCK_APP_PORT = Number(process.env.BENCH_INP_MOCK_APP_PORT ?? 4197);
const DATA_SETS = String(args.data ?? 'dev,prism').split(',');
for (const data of DATA_SETS) if (data !== 'dev' && data !== 'prism') throw new Error(`--data: dev y/o prism (recibí ${data}).`);
/** What must run on Prism's examples too: the phone's dialogs and menu. */
const REQUIRED_ON_PRISM = /^(pay-summary-phone|pay-bar-phone|add-card-phone|drawer)/;
const EMPLOYER = { email: 'mariajose.hernandez@constructoradelbajio.mx', password: 'Bajio2024!' };
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').Browser} Browser */
/**
 * One interaction of the table. `prepare` brings a freshly loaded page to where the tap happens
 * (not measured); `act` is the tap; `shown` (run in the page) says whether its content is on
 * screen; `undo` goes back to the state before `act` (not measured).
 * @typedef {{
 *   id: string,
 *   label: string,
 *   path: string,
 *   viewport: { width: number, height: number },
 *   prepare?: (page: Page) => Promise<void>,
 *   act: (page: Page, round: number) => Promise<void>,
 *   shown: (round: number) => boolean,
 *   undo: (page: Page, round: number) => Promise<void>,
 * }} Interaction
 */
/** @typedef {{ inp: number | null, content: number, forced: number, events: string[], loaf: { duration: number, blocking: number, scripts: string[] }[] }} Sample */

/** In the page: Event Timing and long animation frames, plus "when was the expected content painted". */
function installProbe() {
  /** @type {{ interactionId: number, name: string, startTime: number, duration: number }[]} */
  const events = [];
  /** @type {{ startTime: number, duration: number, blocking: number, forced: number, scripts: string[] }[]} */
  const frames = [];
  new PerformanceObserver((list) => {
    for (const entry of /** @type {(PerformanceEventTiming & { interactionId?: number })[]} */ (list.getEntries())) {
      if (entry.interactionId)
        events.push({ interactionId: entry.interactionId, name: entry.name, startTime: entry.startTime, duration: entry.duration });
    }
  }).observe(/** @type {PerformanceObserverInit} */ ({ type: 'event', durationThreshold: 16, buffered: true }));
  try {
    new PerformanceObserver((list) => {
      for (const entry of /** @type {any[]} */ (list.getEntries())) {
        frames.push({
          startTime: entry.startTime,
          duration: entry.duration,
          blocking: entry.blockingDuration,
          forced: (entry.scripts ?? []).reduce(
            (/** @type {number} */ sum, /** @type {any} */ s) => sum + (s.forcedStyleAndLayoutDuration ?? 0),
            0,
          ),
          scripts: (entry.scripts ?? [])
            .filter((/** @type {any} */ s) => s.duration >= 5)
            .map(
              (/** @type {any} */ s) =>
                `${s.invoker || s.invokerType} ${Math.round(s.duration)}ms ${String(s.sourceFunctionName || '')}@${String(s.sourceURL || '')
                  .split('/')
                  .pop()}:${s.sourceCharPosition}`,
            ),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // No LoAF: the diagnosis column stays empty.
  }
  /** @type {{ start: number | null, painted: Promise<number> } | null} */
  let armed = null;
  const win = /** @type {any} */ (window);
  win.__inp = {
    /** Arms the probe: `shownSource` is a function body run on every DOM change. */
    arm(/** @type {string} */ shownSource, /** @type {number} */ round) {
      const shown = /** @type {(round: number) => boolean} */ (new Function(`return (${shownSource})`)());
      const state = { start: /** @type {number | null} */ (null), since: events.length, framesSince: frames.length };
      const onInput = (/** @type {Event} */ event) => {
        if (state.start === null) state.start = event.timeStamp;
      };
      window.addEventListener('pointerdown', onInput, true);
      window.addEventListener('keydown', onInput, true);
      // Checked once a frame from the input on (rAF runs before the paint, so what it sees is what
      // that frame paints); a MutationObserver would add its work to the very frames being measured.
      const painted = new Promise((done) => {
        const frame = () => {
          if (state.start === null || !shown(round)) {
            requestAnimationFrame(frame);
            return;
          }
          window.removeEventListener('pointerdown', onInput, true);
          window.removeEventListener('keydown', onInput, true);
          const began = state.start;
          const channel = new MessageChannel();
          channel.port1.onmessage = () => done(performance.now() - began);
          channel.port2.postMessage(null);
        };
        requestAnimationFrame(frame);
      });
      armed = { start: null, painted };
      win.__inp.state = state;
    },
    /** Waits for the content, then for the interaction's Event Timing entries (they arrive after its paint). */
    async result() {
      const content = /** @type {number} */ (
        await Promise.race([
          /** @type {{ painted: Promise<number> }} */ (armed).painted,
          new Promise((_, reject) => setTimeout(() => reject(new Error('el contenido esperado no apareció en 10 s')), 10_000)),
        ])
      );
      const { since, framesSince, start } = win.__inp.state;
      const deadline = performance.now() + 1500;
      // Entries of 16 ms and more are dispatched soon after the paint; none means a short one.
      while (performance.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
        if (events.slice(since).some((e) => e.startTime >= start - 1)) break;
      }
      await new Promise((r) => setTimeout(r, 100));
      const mine = events.slice(since).filter((e) => e.startTime >= start - 1);
      const ids = [...new Set(mine.map((e) => e.interactionId))];
      const first = ids[0];
      const entries = mine.filter((e) => e.interactionId === first);
      const inp = first === undefined ? null : Math.max(...entries.map((e) => e.duration));
      const overlapping = frames.slice(framesSince).filter((f) => f.startTime + f.duration >= start && f.startTime <= start + content);
      const loaf = overlapping.map((f) => ({ duration: Math.round(f.duration), blocking: Math.round(f.blocking), scripts: f.scripts }));
      const forced = Math.round(overlapping.reduce((sum, f) => sum + f.forced, 0));
      return { inp, content, forced, events: entries.map((e) => e.name), loaf };
    },
  };
}

/** The interactions: the phone's dialog taps and Historial's «Estado» first, then the other flows. @type {Interaction[]} */
const INTERACTIONS = [
  ...dialogInteractions({
    id: 'pay-summary-phone',
    label: 'Teléfono, Inicio: «Pagar $…» del resumen → pago',
    closeLabel: 'Teléfono: cerrar el pago (Cancelar)',
    path: '/app',
    viewport: PHONE,
    prepare: (page) => summaryPayButton(page).waitFor(),
    open: (page) => summaryPayButton(page).tap(),
    shown: PAY_FORM_SHOWN,
  }),
  {
    id: 'pay-bar-phone-open',
    label: 'Teléfono, cotización: «Pagar» de la barra fija → pago',
    path: '/app',
    viewport: PHONE,
    prepare: toPayBar,
    act: (page) => payBarButton(page).tap(),
    shown: PAY_FORM_SHOWN,
    undo: cancelDialog,
  },
  ...dialogInteractions({
    id: 'add-card-phone',
    label: 'Teléfono, Métodos de pago: abrir «Agregar tarjeta»',
    closeLabel: 'Teléfono: cerrar «Agregar tarjeta» (Cancelar)',
    path: '/app/metodos-de-pago',
    viewport: PHONE,
    prepare: (page) => page.getByRole('list', { name: 'Tarjetas guardadas' }).waitFor(),
    open: (page) => page.getByRole('button', { name: 'Agregar tarjeta' }).first().tap(),
    shown: ADD_CARD_FIELD_SHOWN,
  }),
  {
    id: 'status-filter-open',
    label: 'Historial: abrir el filtro «Estado»',
    path: '/app/historial-de-pagos',
    viewport: DESKTOP,
    prepare: paymentRows,
    act: (page) => statusSelect(page).click(),
    shown: STATUS_LIST_SHOWN,
    undo: async (page) => {
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('select:open, [role=listbox]'));
    },
  },
  {
    id: 'status-filter-choose',
    label: 'Historial: elegir un estado (filas nuevas)',
    path: '/app/historial-de-pagos',
    viewport: DESKTOP,
    prepare: paymentRows,
    act: async (page, round) => {
      await statusSelect(page).click();
      const option = page.getByRole('option', { name: round % 2 ? 'Todos' : 'Pagado', exact: true });
      await option.waitFor();
      // Only the choice is measured: re-arm after the list opened.
      await page.evaluate(() => {
        /** @type {any} */ (window).__rowsBefore = [...document.querySelectorAll('[aria-label=Pagos] [data-payment-id]')]
          .map((row) => row.getAttribute('data-payment-id'))
          .join();
      });
      await rearm(page, STATUS_ROWS_SHOWN, round);
      await option.click();
    },
    shown: STATUS_ROWS_SHOWN,
    undo: async () => {},
  },
  {
    id: 'history-next-page',
    label: 'Historial: página siguiente (filas nuevas)',
    path: '/app/historial-de-pagos',
    viewport: DESKTOP,
    prepare: paymentRows,
    act: (page, round) => page.getByRole('button', { name: round % 2 ? 'Anterior' : 'Siguiente' }).click(),
    shown: (round) => {
      const current = document.querySelector('nav[aria-label=Paginación] [aria-current=page]')?.textContent ?? '';
      const results = document.querySelector('[data-testid=payments-results]');
      return current.startsWith(`Página ${round % 2 ? 1 : 2} de`) && results?.getAttribute('aria-busy') !== 'true';
    },
    undo: async () => {},
  },
  ...dialogInteractions({
    id: 'add-card',
    label: 'Métodos de pago: abrir «Agregar tarjeta»',
    closeLabel: 'Cerrar «Agregar tarjeta» (Cancelar)',
    path: '/app/metodos-de-pago',
    viewport: DESKTOP,
    prepare: (page) => page.getByRole('list', { name: 'Tarjetas guardadas' }).waitFor(),
    open: openAddCard,
    shown: ADD_CARD_FIELD_SHOWN,
  }),
  {
    id: 'first-key',
    label: 'Primera tecla tras un clic (Nombre del titular)',
    path: '/app/metodos-de-pago',
    viewport: DESKTOP,
    prepare: async (page) => {
      await page.getByRole('list', { name: 'Tarjetas guardadas' }).waitFor();
      await openAddCard(page);
      await page.getByLabel('Nombre del titular').waitFor();
    },
    act: async (page, round) => {
      await page.getByLabel('Nombre del titular').click();
      await page.waitForTimeout(300);
      await rearm(page, NAME_TYPED, round);
      await page.keyboard.press(round % 2 ? 'b' : 'a');
    },
    shown: NAME_TYPED,
    undo: (page) => page.getByLabel('Nombre del titular').fill(''),
  },
  ...dialogInteractions({
    id: 'pay',
    label: 'Inicio: abrir el pago («Pagar»)',
    closeLabel: 'Cerrar el pago (Cancelar)',
    path: '/app',
    viewport: DESKTOP,
    prepare: payButtons,
    open: openPayment,
    shown: PAY_FORM_SHOWN,
  }),
  {
    id: 'pay-method',
    label: 'Pago: elegir «Transferencia SPEI»',
    path: '/app',
    viewport: DESKTOP,
    prepare: async (page) => {
      await openPayment(page);
      await page.getByRole('radio', { name: /Transferencia SPEI/ }).waitFor();
    },
    act: (page, round) =>
      page
        .getByRole('dialog')
        .locator('label')
        .filter({ hasText: round % 2 ? /^Tarjeta/ : /^Transferencia SPEI/ })
        .click(),
    shown: (round) => {
      const radio = [...document.querySelectorAll('[role=dialog] input[type=radio]')].find((input) =>
        (input.closest('label')?.textContent ?? '').match(round % 2 ? /^Tarjeta/ : /Transferencia SPEI/),
      );
      return /** @type {HTMLInputElement | undefined} */ (radio)?.checked === true;
    },
    undo: async () => {},
  },
  {
    id: 'home-filter',
    label: 'Inicio: filtro «Pendientes»',
    path: '/app',
    viewport: DESKTOP,
    prepare: payButtons,
    act: (page, round) => page.getByRole('button', { name: round % 2 ? /^Todas/ : /^Pendientes/ }).click(),
    shown: (round) =>
      !![...document.querySelectorAll('button[aria-pressed=true]')].find((b) =>
        (b.textContent ?? '').startsWith(round % 2 ? 'Todas' : 'Pendientes'),
      ),
    undo: async () => {},
  },
  {
    id: 'security-tab',
    label: 'Mi perfil: pestaña «Seguridad»',
    path: '/app/mi-perfil',
    viewport: DESKTOP,
    prepare: (page) => page.getByRole('tab', { name: 'Seguridad' }).waitFor(),
    act: (page, round) => page.getByRole('tab', { name: round % 2 ? 'Empresa' : 'Seguridad' }).click(),
    shown: (round) =>
      document.querySelector('[role=tab][aria-selected=true]')?.textContent?.trim() === (round % 2 ? 'Empresa' : 'Seguridad'),
    undo: async () => {},
  },
  {
    id: 'drawer-open',
    label: 'Teléfono: abrir el menú',
    path: '/app',
    viewport: PHONE,
    prepare: (page) => page.getByRole('button', { name: 'Abrir menú' }).waitFor(),
    act: (page) => page.getByRole('button', { name: 'Abrir menú' }).tap(),
    shown: () => !!document.querySelector('[data-testid=nav-drawer] nav a'),
    undo: async (page) => {
      await page.getByRole('button', { name: 'Cerrar menú' }).tap();
      await page.getByTestId('nav-drawer').waitFor({ state: 'detached' });
    },
  },
];

/** Historial's rows on screen (a table). @param {Page} page */
async function paymentRows(page) {
  await page.locator('[aria-label=Pagos] [data-payment-id]').first().waitFor();
}

/**
 * The chosen status's rows painted: other payments than before the choice (the select shows a
 * choice at once, so its value proves nothing), no longer dimmed. Prism's rows never change.
 */
function STATUS_ROWS_SHOWN(/** @type {number} */ round) {
  const results = document.querySelector('[data-testid=payments-results]');
  const select = /** @type {HTMLSelectElement | null} */ (document.querySelector('[role=group][aria-label=Filtros] select'));
  const wanted = round % 2 ? 'Todos' : 'Pagado';
  const rows = [...document.querySelectorAll('[aria-label=Pagos] [data-payment-id]')].map((row) => row.getAttribute('data-payment-id'));
  return (
    !!results &&
    results.getAttribute('aria-busy') !== 'true' &&
    (select?.selectedOptions[0]?.textContent ?? '') === wanted &&
    rows.length > 0 &&
    rows.join() !== /** @type {any} */ (window).__rowsBefore &&
    !document.querySelector('select:open, [role=listbox]')
  );
}
/** Estado's list painted: a native select open with its options laid out (Chromium draws them in the page). */
function STATUS_LIST_SHOWN() {
  return !!document.querySelector('select:open option')?.checkVisibility();
}
/** Historial's «Estado» (a native select). @param {Page} page */
function statusSelect(page) {
  return page.getByRole('group', { name: 'Filtros' }).getByLabel('Estado');
}
/**
 * The pay form's first field painted (the method radios), not just the dialog's frame or title:
 * visible, so a form mounted hidden behind a placeholder does not count.
 */
function PAY_FORM_SHOWN() {
  return !!document.querySelector('[role=dialog] [role=radiogroup]')?.checkVisibility();
}
/** Agregar tarjeta's first field painted (Número de tarjeta), visible. */
function ADD_CARD_FIELD_SHOWN() {
  return !!document.querySelector('[role=dialog] input')?.checkVisibility();
}
/** Inicio summary's «Pagar $…» (Próximo vencimiento), not a list row's. @param {Page} page */
function summaryPayButton(page) {
  return page.locator('section[aria-labelledby=summary-heading]').getByRole('button', { name: /^Pagar / });
}
/** The quotation's sticky bar «Pagar» (phones and tablets). @param {Page} page */
function payBarButton(page) {
  return page.getByTestId('pay-bar').getByRole('button', { name: /^Pagar / });
}
/** From Inicio to the next quotation due, as a customer would (its folio in the summary). @param {Page} page */
async function toPayBar(page) {
  await summaryPayButton(page).waitFor();
  await page.locator('section[aria-labelledby=summary-heading] a[href*="/app/cotizaciones/"]').first().tap();
  await payBarButton(page).waitFor();
}
/** @param {Page} page */
function openAddCard(page) {
  return page.getByRole('button', { name: 'Agregar tarjeta' }).first().click();
}
/** Inicio's «Pagar» buttons on screen. @param {Page} page */
function payButtons(page) {
  return page
    .getByRole('button', { name: /^Pagar / })
    .first()
    .waitFor();
}
/** @param {Page} page */
function openPayment(page) {
  return page
    .getByRole('button', { name: /^Pagar / })
    .first()
    .click();
}

/**
 * Opening a dialog, and closing it with «Cancelar» (only the close measured): two interactions.
 * @param {{ id: string, label: string, closeLabel: string, path: string, viewport: { width: number, height: number },
 *   prepare: (page: Page) => Promise<void>, open: (page: Page) => Promise<void>, shown: (round: number) => boolean }} dialog
 * @returns {Interaction[]}
 */
function dialogInteractions({ id, label, closeLabel, path, viewport, prepare, open, shown }) {
  const screen = { path, viewport, prepare };
  return [
    { id: `${id}-open`, label, ...screen, act: (page) => open(page), shown, undo: cancelDialog },
    {
      id: `${id}-close`,
      label: closeLabel,
      ...screen,
      act: closeDialogAct(open, viewport === PHONE),
      shown: NO_DIALOG,
      undo: (page) => page.getByRole('dialog').waitFor({ state: 'detached' }),
    },
  ];
}
/** @param {Page} page */
async function cancelDialog(page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/** Measures only what follows: arms the probe again once the interaction's setup is done. @param {Page} page @param {(round: number) => boolean} shown @param {number} round */
function rearm(page, shown, round) {
  return page.evaluate(
    ([source, r]) => /** @type {any} */ (window).__inp.arm(source, r),
    /** @type {[string, number]} */ ([String(shown), round]),
  );
}

/**
 * "Cancelar" in a dialog that `open` opens (tapped on a phone): only the close is measured.
 * @param {(page: Page) => Promise<void>} open @param {boolean} tap
 */
function closeDialogAct(open, tap) {
  return async (/** @type {Page} */ page, /** @type {number} */ round) => {
    await open(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).waitFor();
    // Past the opening animation, as a customer deciding to cancel would be.
    await page.waitForTimeout(400);
    await rearm(page, NO_DIALOG, round);
    const cancel = page.getByRole('dialog').getByRole('button', { name: 'Cancelar' });
    await (tap ? cancel.tap() : cancel.click());
  };
}

function NO_DIALOG() {
  return !document.querySelector('[role=dialog]');
}
function NAME_TYPED(/** @type {number} */ round) {
  const input = /** @type {HTMLInputElement | null} */ (document.querySelector('[role=dialog] input[autocomplete=cc-name]'));
  return !!input && input.value.endsWith(round % 2 ? 'b' : 'a');
}

/** @param {string} command @param {string[]} commandArgs @param {Record<string, string>} env */
function run(command, commandArgs, env) {
  return new Promise((done, fail) => {
    const child = spawn(command, commandArgs, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => (code === 0 ? done(output) : fail(new Error(`${command} terminó con ${code}\n${output}`))));
  });
}

/**
 * Signs in through the form once; every page after reuses the session. On Prism's examples the
 * example employer's token is stored instead (any password answers the same example).
 * @param {Browser} browser @param {string} app @param {boolean} mock
 */
async function signIn(browser, app, mock) {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'es-MX', timezoneId: 'America/Mexico_City' });
  const page = await context.newPage();
  if (mock) {
    await page.goto(`${app}/robots.txt`);
    await page.evaluate((token) => localStorage.setItem('userToken', token), PRISM_SESSION_TOKEN);
    const state = await context.storageState();
    await context.close();
    return state;
  }
  await page.goto(`${app}/login`);
  await page.getByLabel('Correo electrónico').fill(EMPLOYER.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(EMPLOYER.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL(`${app}/app`);
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * @param {Browser} browser @param {string} app @param {Awaited<ReturnType<typeof signIn>>} storageState
 * @param {Interaction} interaction @param {number} throttle
 */
async function measureInteraction(browser, app, storageState, interaction, throttle) {
  const isPhone = interaction.viewport === PHONE;
  const context = await browser.newContext({
    viewport: interaction.viewport,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    storageState,
    hasTouch: isPhone,
    isMobile: isPhone,
  });
  await context.addInitScript(installProbe);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  try {
    await page.goto(`${app}${interaction.path}`);
    await interaction.prepare?.(page);
    // Let the screen settle (idle-time preloads included), as a customer reading it would.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    /** @type {Sample[]} */
    const samples = [];
    for (let round = 0; round <= REPEATS; round++) {
      await rearm(page, interaction.shown, round);
      await interaction.act(page, round);
      samples.push(await page.evaluate(() => /** @type {any} */ (window).__inp.result()));
      await interaction.undo(page, round);
      await page.waitForTimeout(300);
    }
    return samples;
  } finally {
    await context.close();
  }
}

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
/** INP as Chromium reports it: nothing under 16 ms. */
const inpOf = (/** @type {Sample} */ sample) => sample.inp ?? 0;
const ms = (/** @type {number} */ value) => (value < 16 ? '<16' : `${Math.round(value)}`);

/** The goals a tap must meet at 4× CPU (a mid-range phone), in ms. */
const GOALS = { throttle: 4, median: 100, max: 150, firstContent: 250 };

/** What a measured entry misses of GOALS, in words; empty when it meets them all. */
function missedGoals(/** @type {{ median: number, max: number, firstUse: { content: number } }} */ entry) {
  const missed = [];
  if (entry.median > GOALS.median) missed.push(`mediana ${ms(entry.median)} > ${GOALS.median}`);
  if (entry.max > GOALS.max) missed.push(`máx. ${ms(entry.max)} > ${GOALS.max}`);
  if (entry.firstUse.content > GOALS.firstContent)
    missed.push(`primera con contenido ${Math.round(entry.firstUse.content)} > ${GOALS.firstContent}`);
  return missed;
}

/** @type {import('node:child_process').ChildProcess[]} */
const previews = [];
/** @type {(() => Promise<unknown>)[]} */
const closers = [];
/** @type {Browser | undefined} */
let browser;
let failed = false;

/**
 * A production build against `api`, served by `vite preview` on `port`; resolves to its origin.
 * @param {string} api @param {string} dist @param {number} port @param {Record<string, string>} env
 */
async function serveBuild(api, dist, port, env = {}) {
  if (args.build !== 'false' && !('no-build' in args)) {
    process.stdout.write(`Construyendo la app de producción contra ${api} en ${dist}…\n`);
    await run(join(ROOT, 'node_modules/.bin/vite'), ['build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'], {
      VITE_API_BASE_URL: api,
      VITE_SENTRY_DSN: '',
      ...env,
    });
  }
  const preview = spawn(join(ROOT, 'node_modules/.bin/vite'), ['preview', '--port', String(port), '--strictPort', '--outDir', dist], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  previews.push(preview);
  await waitForPort(port, { child: preview, name: 'vite preview' });
  return `http://127.0.0.1:${port}`;
}

/** Where each data set is served, and whether it is Prism's stateless mock. */
async function startDataSet(/** @type {string} */ data) {
  if (data === 'dev') {
    const app = `http://127.0.0.1:${APP_PORT}`;
    // A full account: 24 more pending quotations (Inicio lists 30) and 200 more payments (Historial has pages to turn).
    const stack = await startDevStack({
      port: STACK_PORT,
      apiPort: API_PORT,
      appOrigin: app,
      payments: 200,
      quotations: 24,
      log: () => {},
      apiLog: () => {},
    });
    closers.push(() => stack.close());
    return { app: await serveBuild(stack.url, DIST, APP_PORT), mock: false };
  }
  const prism = await startPrism({ port: MOCK_PORT });
  closers.push(() => prism.stop());
  // VITE_MOCK_USER: the session check answers the example employer (Prism's /users/me is one example).
  return { app: await serveBuild(prism.url, `${DIST}-prism`, MOCK_APP_PORT, { VITE_MOCK_USER: 'employer' }), mock: true };
}

const DATA_LABELS = /** @type {Record<string, string>} */ ({
  dev: 'API de desarrollo detrás de Prism (24 cotizaciones pendientes y 200 pagos más)',
  prism: 'ejemplos del contrato servidos por Prism (sin estado)',
});

try {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  /** @type {Record<string, unknown>[]} */
  const report = [];
  const chosen = INTERACTIONS.filter((i) => !ONLY || ONLY.includes(i.id));
  for (const data of DATA_SETS) {
    const { app, mock } = await startDataSet(data);
    const storageState = await signIn(browser, app, mock);
    for (const interaction of chosen) {
      for (const throttle of THROTTLES) {
        try {
          const samples = await measureInteraction(browser, app, storageState, interaction, throttle);
          const [first, ...rest] = samples;
          const entry = {
            data,
            id: interaction.id,
            label: interaction.label,
            throttle,
            firstUse: { inp: inpOf(first), content: first.content, forced: first.forced },
            median: median(rest.map(inpOf)),
            max: Math.max(...rest.map(inpOf)),
            contentMedian: median(rest.map((s) => s.content)),
            forcedMedian: median(rest.map((s) => s.forced)),
            events: [...new Set(samples.flatMap((sample) => sample.events))],
            samples,
          };
          if (throttle === GOALS.throttle) Object.assign(entry, { missedGoals: missedGoals(entry) });
          report.push(entry);
          process.stdout.write(
            `[${data}] ${interaction.label} ×${throttle}: primera ${ms(entry.firstUse.inp)} ms (contenido ${Math.round(first.content)} ms), mediana ${ms(entry.median)}, máx. ${ms(entry.max)}, layout forzado ${Math.round(entry.forcedMedian)} ms; eventos: ${entry.events.join(', ') || '—'}\n`,
          );
        } catch (error) {
          const reason = String(error).split('\n')[0];
          // Prism's examples do not change with a request: a flow that waits for that is not applicable there.
          if (mock && !REQUIRED_ON_PRISM.test(interaction.id)) {
            report.push({ data, id: interaction.id, label: interaction.label, throttle, notApplicable: reason });
            process.stdout.write(`[${data}] ${interaction.label} ×${throttle}: no aplica con los ejemplos de Prism (${reason})\n`);
          } else {
            failed = true;
            report.push({ data, id: interaction.id, label: interaction.label, throttle, error: String(error) });
            process.stdout.write(`[${data}] ${interaction.label} ×${throttle}: NO SE PUDO REALIZAR: ${reason}\n`);
          }
        }
      }
    }
  }

  const headers = [
    'Interacción',
    ...THROTTLES.flatMap((t) => [
      `×${t} primera: INP / contenido`,
      `×${t} INP mediana / máx.`,
      `×${t} contenido mediana`,
      `×${t} layout forzado mediana`,
    ]),
    ...(THROTTLES.includes(GOALS.throttle) ? [`Objetivos ×${GOALS.throttle}`] : []),
  ];
  for (const data of DATA_SETS) {
    const rows = chosen.map((interaction) => {
      const cells = THROTTLES.flatMap((throttle) => {
        const entry = /** @type {any} */ (report.find((r) => r.data === data && r.id === interaction.id && r.throttle === throttle));
        if (!entry || entry.error) return ['error', 'error', 'error', 'error'];
        if (entry.notApplicable) return ['no aplica', '', '', ''];
        return [
          `${ms(entry.firstUse.inp)} / ${Math.round(entry.firstUse.content)}`,
          `${ms(entry.median)} / ${ms(entry.max)}`,
          `${Math.round(entry.contentMedian)}`,
          `${Math.round(entry.forcedMedian)}`,
        ];
      });
      const atGoal = /** @type {any} */ (report.find((r) => r.data === data && r.id === interaction.id && r.throttle === GOALS.throttle));
      const verdict =
        !atGoal || atGoal.error
          ? ['error']
          : atGoal.notApplicable
            ? ['']
            : [atGoal.missedGoals.length ? `no: ${atGoal.missedGoals.join('; ')}` : 'sí'];
      return [interaction.label, ...cells, ...(THROTTLES.includes(GOALS.throttle) ? verdict : [])];
    });
    console.log(`\n## INP (ms), ${REPEATS} repeticiones tras la primera; compilación de producción; datos: ${DATA_LABELS[data]}\n`);
    console.log(`| ${headers.join(' | ')} |\n|${headers.map(() => '---').join('|')}|`);
    for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  }
  if (THROTTLES.includes(GOALS.throttle)) {
    const measured = report.filter((r) => r.throttle === GOALS.throttle && !r.notApplicable);
    const meeting = measured.filter((r) => !r.error && /** @type {string[]} */ (r.missedGoals).length === 0);
    console.log(
      `\nObjetivos a ×${GOALS.throttle} (INP mediana ≤ ${GOALS.median} ms, máx. ≤ ${GOALS.max} ms, primera con contenido ≤ ${GOALS.firstContent} ms): ${meeting.length} de ${measured.length} interacciones los cumplen.`,
    );
  }
  console.log(
    `\nCarga de la máquina: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} (1/5/15 min, ${cpus().length} CPU).`,
  );
  mkdirSync(dirname(JSON_REPORT), { recursive: true });
  writeFileSync(
    JSON_REPORT,
    JSON.stringify(
      { date: new Date().toISOString(), repeats: REPEATS, throttles: THROTTLES, data: DATA_SETS, loadavg: loadavg(), results: report },
      null,
      2,
    ),
  );
  console.log(`\nInforme JSON en ${JSON_REPORT}.`);
} finally {
  await browser?.close();
  for (const preview of previews) preview.kill('SIGTERM');
  for (const close of closers) await close();
}
if (failed) {
  console.error('\nAlguna interacción no se pudo realizar (ver arriba).');
  process.exitCode = 1;
}
