/**
 * Whether a story lays itself out differently at desktop width: a width media query or a container query
 * styles one of its elements, or it measures its own width (a chart's plot, a map). Only such a story gets a
 * desktop picture; the others would show the same layout, wider.
 */

const WIDTH_CONDITION = /\b(min|max)-width\b|\bwidth\s*[<>]/;

function widthRules(rules: CSSRuleList, inWidthRule: boolean, found: CSSStyleRule[]): void {
  for (const rule of rules) {
    if (rule instanceof CSSMediaRule || rule instanceof CSSContainerRule) {
      widthRules(rule.cssRules, inWidthRule || WIDTH_CONDITION.test(rule.conditionText), found);
    } else if (rule instanceof CSSStyleRule) {
      if (inWidthRule) found.push(rule);
      if (rule.cssRules.length > 0) widthRules(rule.cssRules, inWidthRule, found);
    }
  }
}

function selectorMatches(root: ParentNode, selector: string): boolean {
  try {
    return root.querySelector(selector) !== null;
  } catch {
    return false;
  }
}

export function layoutChangesWithWidth(root: HTMLElement): boolean {
  // A chart or a map draws to its measured width.
  if (root.querySelector('canvas')) return true;
  const rules: CSSStyleRule[] = [];
  for (const sheet of document.styleSheets) {
    try {
      widthRules(sheet.cssRules, false, rules);
    } catch {
      // A stylesheet of another origin: not the story's.
    }
  }
  return rules.some((rule) => selectorMatches(root, rule.selectorText));
}
