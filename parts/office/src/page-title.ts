import type { OfficeView } from './office-view.ts';

/** The dictionary key of a view's title: the page's heading (and its document title). */
export function titleKey(view: OfficeView): string {
  switch (view.kind) {
    case 'account':
      return 'office_account_title';
    case 'recharge':
      return 'office_recharge_title';
    case 'deduce':
      return 'office_deduce_title';
    case 'history':
      return 'office_bets_title';
    case 'historypay':
      return 'office_history_title';
    case 'responsible':
      return view.selfExclusion ? 'office_self_exclusion_title' : 'office_responsible_title';
    case 'payment-result':
      return `office_result_${view.payment}_${view.outcome}_title`;
    case 'restricted':
      return 'office_restricted_title';
    case 'closed-section':
      return `office_section_${view.section}`;
    case 'not-found':
      return 'office_not_found_title';
  }
}
