/**
 * The security rules every GitHub Actions workflow and composite action of the repository must
 * follow, after zizmor's main audits (zizmor itself ships for Python and Rust only):
 *
 * - `unpinned-uses`: a third-party action or reusable workflow is named by a full 40-hex commit
 *   SHA, with its version in a comment (`uses: owner/repo@<sha> # v1.2.3`), so a moved tag cannot
 *   change what runs. Local actions (`./…`) are the repository's own.
 * - `excessive-permissions`: a workflow says its top-level `permissions`, granting nothing to write
 *   there (`{}` or read scopes): writes belong to the job that needs them. `write-all` is refused
 *   anywhere.
 * - `dangerous-checkout`: a `pull_request_target` or `workflow_run` workflow (which run with the
 *   base repository's token and secrets) does not check out the pull request's head.
 * - `template-injection`: `run:` scripts (and actions/github-script's `script:`) never expand an
 *   expression an outsider controls (`${{ github.event.issue.title }}`, `github.head_ref`,
 *   inputs…): the text would become shell code. Pass it through `env:` and quote the variable.
 *
 * Problems name the file, the line and the rule.
 */
import { parse, parseDocument, isMap, isSeq, isScalar, LineCounter } from 'yaml';

const SHA = /^[0-9a-f]{40}$/;

/**
 * Fields of `github.event` an outsider cannot choose (identifiers, hashes, counts, verdicts):
 * anything else under `github.event`, `github.head_ref` and `inputs` is untrusted.
 */
const SAFE_EVENT_FIELD = /\.(?:sha|head_sha|base_sha|before|after|number|id|node_id|run_id|run_number|run_attempt|conclusion|status|created_at|updated_at|draft|merged|full_name|event|action)$/;
const UNTRUSTED = /\b(?:github\.event(?:\.[\w*-]+|\[[^\]]*\])+|github\.head_ref|inputs\.[\w-]+)/g;

/**
 * @typedef {{ file: string, line: number, rule: string, message: string }} Problem
 */

/**
 * Checks one workflow or composite action file.
 * @param {string} file path shown in problems (`.github/workflows/site.yml`)
 * @param {string} text the file's YAML
 * @returns {Problem[]}
 */
export function checkWorkflowFile(file, text) {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter });
  const problems = [];
  const at = (node) => (node?.range ? lineCounter.linePos(node.range[0]).line : 1);
  const add = (node, rule, message) => problems.push({ file, line: at(node), rule, message });
  const data = parse(text) ?? {};
  const isAction = data.runs !== undefined && data.jobs === undefined;

  visitUses(text, (line, target, comment) => {
    if (target.startsWith('./') || target.startsWith('docker://')) {
      return;
    }
    const ref = target.includes('@') ? target.slice(target.lastIndexOf('@') + 1) : '';
    if (!SHA.test(ref)) {
      problems.push({ file, line, rule: 'unpinned-uses', message: `${target} is not pinned to a full commit SHA` });
    } else if (!/\bv?\d+(?:\.\d+)*\b/.test(comment)) {
      problems.push({ file, line, rule: 'unpinned-uses', message: `${target}: no version comment (# vX.Y.Z) beside the SHA` });
    }
  });

  if (!isAction) {
    const root = document.contents;
    const top = isMap(root) ? root.get('permissions', true) : undefined;
    if (top === undefined) {
      add(root, 'excessive-permissions', 'no top-level permissions: the token gets the repository default (often write to everything); say `permissions: {}` or `contents: read`');
    } else {
      checkPermissions(top, 'top-level', true, add);
    }
    const jobs = isMap(root) ? root.get('jobs', true) : undefined;
    for (const pair of isMap(jobs) ? jobs.items : []) {
      const job = pair.value;
      if (isMap(job) && job.has('permissions')) {
        checkPermissions(job.get('permissions', true), `job "${pair.key}"`, false, add);
      }
    }
    const events = triggers(data.on);
    const privileged = events.filter((event) => event === 'pull_request_target' || event === 'workflow_run');
    if (privileged.length > 0) {
      for (const [jobId, job] of Object.entries(data.jobs ?? {})) {
        for (const step of job?.steps ?? []) {
          const ref = String(step?.with?.ref ?? '');
          if (String(step?.uses ?? '').startsWith('actions/checkout@') && /github\.event\.pull_request\.head|github\.head_ref|github\.event\.workflow_run\.head_branch|refs\/pull\//.test(ref)) {
            problems.push({ file, line: lineOf(text, ref), rule: 'dangerous-checkout', message: `job "${jobId}" checks out the pull request's head (${ref.trim()}) in a ${privileged.join('/')} workflow, which runs with the base repository's token` });
          }
        }
      }
    }
  }

  visitScripts(document, (node, key) => {
    const script = String(node.value);
    for (const expression of script.matchAll(/\$\{\{([^}]*)\}\}/g)) {
      for (const [name] of expression[1].matchAll(UNTRUSTED)) {
        if (name.startsWith('github.event') && SAFE_EVENT_FIELD.test(name)) {
          continue;
        }
        add(node, 'template-injection', `\`${key}:\` expands \${{ ${name} }}, which an outsider can set: pass it through env: and quote the variable`);
      }
    }
  });
  return problems.sort((a, b) => a.line - b.line);
}

/** Each `uses:` line of the raw text, with its value and trailing comment. */
function visitUses(text, visit) {
  for (const [index, raw] of text.split('\n').entries()) {
    const match = /^\s*(?:-\s+)?uses:\s*['"]?([^'"\s#]+)['"]?\s*(?:#\s*(.*))?$/.exec(raw);
    if (match !== null) {
      visit(index + 1, match[1], match[2] ?? '');
    }
  }
}

/** `run:` values, and the `script:` input of actions/github-script, anywhere in the file. */
function visitScripts(document, visit) {
  const walk = (node, inGithubScript) => {
    if (isMap(node)) {
      const uses = node.get('uses');
      const githubScript = typeof uses === 'string' && uses.startsWith('actions/github-script@');
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : '';
        if (isScalar(pair.value) && (key === 'run' || (key === 'script' && inGithubScript))) {
          visit(pair.value, key);
        } else {
          walk(pair.value, key === 'with' ? githubScript : false);
        }
      }
    } else if (isSeq(node)) {
      for (const item of node.items) {
        walk(item, false);
      }
    }
  };
  walk(document.contents, false);
}

/**
 * A `permissions` value: `write-all` is refused anywhere; at the top level, no write scope.
 */
function checkPermissions(node, where, top, add) {
  if (isScalar(node)) {
    const value = String(node.value);
    if (value === 'write-all' || (top && value !== 'read-all' && value !== '')) {
      add(node, 'excessive-permissions', `${where} permissions: ${value} grants write to every scope; name the scopes the job needs`);
    } else if (value === 'read-all' && top) {
      add(node, 'excessive-permissions', 'top-level permissions: read-all reads every scope; say `{}` or `contents: read`');
    }
    return;
  }
  if (!isMap(node) || !top) {
    return;
  }
  for (const pair of node.items) {
    if (isScalar(pair.value) && pair.value.value === 'write') {
      add(pair.value, 'excessive-permissions', `top-level permissions grant ${pair.key}: write to every job; give it to the job that needs it`);
    }
  }
}

/** The events of an `on:` value (a name, a list or a map). */
function triggers(on) {
  if (typeof on === 'string') {
    return [on];
  }
  if (Array.isArray(on)) {
    return on.map(String);
  }
  return Object.keys(on ?? {});
}

function lineOf(text, fragment) {
  const index = text.indexOf(fragment.trim());
  return index < 0 ? 1 : text.slice(0, index).split('\n').length;
}
