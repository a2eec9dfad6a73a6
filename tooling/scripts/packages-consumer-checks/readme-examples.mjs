// The READMEs' examples run as written, printing what their `// prints:` comments say.
import fs from 'node:fs';
import path from 'node:path';
import { assert, check, must } from './harness.mjs';
import { PACKAGES, ROOT } from './packages.mjs';

/** The `js example` code blocks of a README. */
function readmeExamples(readme) {
  return [...fs.readFileSync(readme, 'utf8').matchAll(/^```js example\n([\s\S]*?)^```$/gm)].map((match) => match[1]);
}

export function checkReadmeExamples({ nodeProject, bareProject, webProject }) {
  for (const folder of Object.keys(PACKAGES)) {
    const examples = readmeExamples(path.join(ROOT, 'packages', folder, 'README.md'));
    check(`${PACKAGES[folder]} README has a runnable example`, () => {
      assert(examples.length > 0, 'no ```js example block');
      return `${examples.length} block(s)`;
    });
    examples.forEach((code, index) => {
      check(`${PACKAGES[folder]} README example ${index + 1} runs`, () => {
        // ui's examples need React; release-core's must work with release-core alone.
        const project = { ui: webProject, 'release-core': bareProject }[folder] ?? nodeProject;
        const file = path.join(project, `readme-${folder}-${index + 1}.mjs`);
        fs.writeFileSync(file, code);
        const printed = must('node', [file], { cwd: project }).trim().split('\n');
        // A `// prints: text` comment is what that line of the example prints, in order.
        const expected = [...code.matchAll(/\/\/ prints: (.*)$/gm)].map((match) => match[1].trim());
        assert(
          JSON.stringify(printed) === JSON.stringify(expected),
          `printed ${JSON.stringify(printed)}, the README says ${JSON.stringify(expected)}`,
        );
        return `${printed.length} line(s) as documented`;
      });
    });
  }
}
