import { describe, expect, it } from 'vitest';
import { cssModuleNamespaceSource } from './css-module-namespaces.ts';

describe('cssModuleNamespaceSource', () => {
  it('turns a CSS module default import into a namespace import', () => {
    const source =
      "import { x } from './x.ts';\nimport styles from '../sports.module.css';\nexport const a = styles.price;\n";
    expect(cssModuleNamespaceSource(source)).toBe(
      "import { x } from './x.ts';\nimport * as styles from '../sports.module.css';\nexport const a = styles.price;\n",
    );
  });

  it('leaves plain stylesheets, other default imports and named CSS module imports alone', () => {
    const source = [
      "import './shell.css';",
      "import React from 'react';",
      "import { price } from './a.module.css';",
      "import styles from './plain.css';",
      '',
    ].join('\n');
    expect(cssModuleNamespaceSource(source)).toBe(source);
  });
});
