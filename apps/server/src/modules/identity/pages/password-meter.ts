import { html, type SafeHtml } from './html';

/**
 * The password strength meter of the identity pages (docs/administration.md "Passwords"). It advises;
 * the server's rules (length, the breached list) decide. The page loads only this small script;
 * zxcvbn-ts and its dictionaries (about 1.7 MB) are fetched on the first focus of the field, from
 * this origin, so the content security policy (`script-src 'self'`, no inline script) holds.
 */
export const PASSWORD_METER_SCRIPT_PATH = '/interaction/assets/password-meter.js';

/** Where the zxcvbn-ts browser bundles are served (password-meter-routes.ts), in load order. */
export const ZXCVBN_ASSET_BASE = '/interaction/assets/zxcvbn/';
export const ZXCVBN_BUNDLES = ['core', 'language-common', 'language-en'] as const;

/** zxcvbn's scores 0 to 4, in words: the meter is never colour only. */
export const STRENGTH_LABELS = ['Very weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;

/** The script tag for a page with a meter (deferred: it wires the fields once the page is read). */
export const passwordMeterHead: SafeHtml = html`<script src="${PASSWORD_METER_SCRIPT_PATH}" defer></script>`;

/**
 * The meter under the password field `fieldId`: a bar (drawn for sight only) and a live region that
 * says the strength in words with zxcvbn's warning and suggestions. The field names it with
 * `data-password-meter` and `aria-describedby` (see passwordMeterAttributes).
 */
export function passwordMeter(fieldId: string): SafeHtml {
  return html`<div class="meter" id="${fieldId}-meter">
<div class="meter-bar" aria-hidden="true"><span class="meter-fill" data-score=""></span></div>
<div class="meter-text" id="${fieldId}-strength" aria-live="polite"></div>
</div>`;
}

export const PASSWORD_METER_SCRIPT = `'use strict';
// The password strength meter (docs/administration.md "Passwords"): advice while typing; the
// server's rules decide. zxcvbn-ts is fetched on the first focus of a field, not with the page.
(function () {
  var BASE = ${JSON.stringify(ZXCVBN_ASSET_BASE)};
  var BUNDLES = ${JSON.stringify(ZXCVBN_BUNDLES)};
  var LABELS = ${JSON.stringify(STRENGTH_LABELS)};
  var checker = null;

  function loadScript(name) {
    return new Promise(function (resolve, reject) {
      var script = document.createElement('script');
      script.src = BASE + name + '.js';
      script.onload = resolve;
      script.onerror = reject;
      document.head.appendChild(script);
    });
  }

  // One zxcvbn for the page, built from the bundles loaded one after the other (each extends the
  // global zxcvbnts the previous one made).
  function loadChecker() {
    checker = checker || BUNDLES.reduce(function (previous, name) {
      return previous.then(function () { return loadScript(name); });
    }, Promise.resolve()).then(function () {
      var z = window.zxcvbnts;
      var common = z['language-common'];
      var en = z['language-en'];
      var factory = new z.core.ZxcvbnFactory({
        translations: en.translations,
        graphs: common.adjacencyGraphs,
        dictionary: Object.assign({}, common.dictionary, en.dictionary),
      });
      return function (password) { return factory.check(password); };
    });
    return checker;
  }

  function line(text) {
    var p = document.createElement('p');
    p.textContent = text;
    return p;
  }

  function attach(input) {
    var meter = document.getElementById(input.getAttribute('data-password-meter'));
    if (!meter) return;
    var fill = meter.querySelector('.meter-fill');
    var text = meter.querySelector('.meter-text');
    var check = null;

    function update() {
      if (!check) return;
      text.textContent = '';
      if (!input.value) {
        fill.style.width = '0';
        fill.setAttribute('data-score', '');
        return;
      }
      // Long enough to judge: the server refuses anything over 128 characters anyway.
      var result = check(input.value.slice(0, 128));
      fill.style.width = (result.score + 1) * 20 + '%';
      fill.setAttribute('data-score', String(result.score));
      text.appendChild(line('Password strength: ' + LABELS[result.score]));
      if (result.feedback.warning) text.appendChild(line(result.feedback.warning));
      result.feedback.suggestions.forEach(function (suggestion) { text.appendChild(line(suggestion)); });
    }

    function start() {
      loadChecker().then(function (found) {
        check = found;
        update();
      }, function () {
        text.textContent = 'The strength meter could not be loaded; the password rules still apply.';
      });
    }

    input.addEventListener('input', update);
    // The reset page focuses its field on load, possibly before this script ran.
    if (document.activeElement === input) start();
    else input.addEventListener('focus', start, { once: true });
  }

  document.addEventListener('DOMContentLoaded', function () {
    Array.prototype.forEach.call(document.querySelectorAll('input[data-password-meter]'), attach);
  });
})();
`;
