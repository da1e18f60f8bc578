// ESLint rule `territories/imports`: each team's folder is its territory (CODEOWNERS). A bundle
// imports another only through a package's name, never by a path into its folder; a feature
// imports another feature's code only after it moved to the bundle's src/shared/; the core of
// shared-contracts (zod contracts and pure rules the API runs too) never imports its React part.
import path from 'node:path';

/** Folders whose code is checked: the deployable bundles and the packages they share. */
const TERRITORIES = [
  'shell',
  'mfe-marketing',
  'mfe-onboarding',
  'mfe-chat',
  'mfe-billing',
  'mfe-progress',
  'api',
  'shared-contracts',
  'build',
];
/** Deployed on their own: no other folder may import them even by name. */
const BUNDLE_PACKAGES = /^@tm\/(shell|mfe-[a-z]+|api)(\/|$)/;
const UI_PACKAGES =
  /^(@tm\/shared-contracts\/(ui|render-static|router)|react(-dom)?|styled-components)(\/|$)/;

/** `{ territory, feature, uiOfContracts }` of a path relative to the repository root. */
function placeOf(relative) {
  const parts = relative.split(path.sep);
  const feature = parts[1] === 'src' && parts[2] === 'features' ? parts[3] : undefined;
  return {
    territory: TERRITORIES.includes(parts[0]) ? parts[0] : undefined,
    feature,
    uiOfContracts: parts[0] === 'shared-contracts' && parts[2] === 'ui',
  };
}

const messages = {
  bundle:
    "'{{source}}' entra en {{target}}: otro territorio. Compártelo por un paquete (@tm/shared-contracts, @tm/build).",
  bundleByName: "'{{source}}' es otro paquete desplegable: los bundles no se importan entre sí.",
  feature:
    "'{{source}}' es de la feature {{target}}: mueve lo que compartan a src/shared/ del bundle.",
  contractsUi:
    "'{{source}}' es UI: el núcleo de shared-contracts (también lo usa la API) no importa React ni su parte ui/.",
};

const importsRule = {
  meta: { type: 'problem', messages, schema: [] },
  create(context) {
    const root = context.cwd;
    const file = path.relative(root, context.filename);
    const from = placeOf(file);
    if (!from.territory) return {};
    const coreOfContracts = from.territory === 'shared-contracts' && !from.uiOfContracts;

    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const report = (messageId, target) =>
        context.report({ node: node.source, messageId, data: { source, target } });
      if (!source.startsWith('.')) {
        if (BUNDLE_PACKAGES.test(source) && !source.startsWith(`@tm/${from.territory}`)) {
          return report('bundleByName');
        }
        if (coreOfContracts && UI_PACKAGES.test(source) && !isTypeOnly(node)) {
          return report('contractsUi');
        }
        return;
      }
      const to = placeOf(path.relative(root, path.resolve(path.dirname(context.filename), source)));
      // Repository tooling outside every territory (scripts/) is not anyone's code.
      if (to.territory && to.territory !== from.territory) return report('bundle', to.territory);
      if (from.feature && to.feature && to.feature !== from.feature) {
        return report('feature', to.feature);
      }
      if (coreOfContracts && to.uiOfContracts) report('contractsUi');
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

const isTypeOnly = (node) => node.importKind === 'type' || node.exportKind === 'type';

export default { rules: { imports: importsRule } };
