/**
 * The words of the money path's messages and refusals, in English and Chinese. The names of
 * states come from their lifecycles (domain/portal).
 */
import { PROJECT_STATUS_NAMES, type ProjectStatus } from '../../../domain/portal/lifecycles';
import { STATEMENT_STATUS_NAMES } from '../../../domain/portal/statements';
import type { MessageIn } from './notify';

type Lang = 'en_US' | 'zh_CN';

/** A text in both languages, picked by the reader's language. */
export function say(lang: string, en: string, zh: string): string {
  return lang === 'zh_CN' ? zh : en;
}

const money = (currency: string, amount: string) => `${currency} ${amount}`;

/** A project moved to `status` (or was created). */
export function projectMessage(
  project: { projectCode: string; projectName: string },
  status: ProjectStatus,
  comment: string | null,
): MessageIn {
  return (lang: Lang) => {
    const name = PROJECT_STATUS_NAMES[status][lang];
    return lang === 'zh_CN'
      ? {
          subject: `项目 ${project.projectCode}：${name}`,
          content: `您的项目 ${project.projectCode}（${project.projectName}）状态已更新为：${name}。${comment ?? ''}`,
        }
      : {
          subject: `Project ${project.projectCode}: ${name}`,
          content:
            `Your project ${project.projectCode} (${project.projectName}) is now: ${name}.` +
            (comment ? ` ${comment}` : ''),
        };
  };
}

/** Staff priced a quotation and sent it. */
export function quotedMessage(quotation: {
  quotationCode: string;
  currencyCode: string;
  totalAmount: string;
  expiryDate: string;
}): MessageIn {
  const total = money(quotation.currencyCode, quotation.totalAmount);
  return (lang) =>
    lang === 'zh_CN'
      ? {
          subject: `报价单 ${quotation.quotationCode} 已报价`,
          content: `您的报价单 ${quotation.quotationCode} 已报价，总金额 ${total}，有效期至 ${quotation.expiryDate}。请在有效期内接受或拒绝。`,
        }
      : {
          subject: `Quotation ${quotation.quotationCode} is priced`,
          content:
            `Your quotation ${quotation.quotationCode} is priced at ${total} in all, ` +
            `valid until ${quotation.expiryDate}. Please accept or reject it by then.`,
        };
}

/** The customer accepted or rejected a quotation (told to the rest of the team). */
export function decidedMessage(
  quotation: { quotationCode: string },
  accepted: boolean,
  projectCode: string | null,
  reason: string | null,
): MessageIn {
  return (lang) => {
    if (accepted) {
      return lang === 'zh_CN'
        ? {
            subject: `报价单 ${quotation.quotationCode} 已接受`,
            content: `报价单 ${quotation.quotationCode} 已接受，项目 ${projectCode ?? ''} 已创建。`,
          }
        : {
            subject: `Quotation ${quotation.quotationCode} was accepted`,
            content: `Quotation ${quotation.quotationCode} was accepted; project ${projectCode ?? ''} has started.`,
          };
    }
    return lang === 'zh_CN'
      ? {
          subject: `报价单 ${quotation.quotationCode} 已拒绝`,
          content: `报价单 ${quotation.quotationCode} 已拒绝。${reason ?? ''}`,
        }
      : {
          subject: `Quotation ${quotation.quotationCode} was rejected`,
          content: `Quotation ${quotation.quotationCode} was rejected.${reason ? ` ${reason}` : ''}`,
        };
  };
}

/** A quotation's expiry date passed before the customer decided. */
export function expiredMessage(quotation: {
  quotationCode: string;
  expiryDate: string | null;
}): MessageIn {
  return (lang) =>
    lang === 'zh_CN'
      ? {
          subject: `报价单 ${quotation.quotationCode} 已过期`,
          content: `报价单 ${quotation.quotationCode} 已于 ${quotation.expiryDate ?? ''} 过期。如仍需要，请重新申请报价。`,
        }
      : {
          subject: `Quotation ${quotation.quotationCode} has expired`,
          content:
            `Quotation ${quotation.quotationCode} expired on ${quotation.expiryDate ?? ''}. ` +
            'Ask for a new quotation if you still need it.',
        };
}

/** A statement changed: issued, payment submitted, paid or rejected. */
export function statementMessage(
  statement: {
    statementCode: string;
    projectCode: string;
    currencyCode: string;
    totalAmount: string;
  },
  status: 'Unpaid' | 'PaymentSubmitted' | 'Paid' | 'Rejected',
  reason: string | null,
): MessageIn {
  const total = money(statement.currencyCode, statement.totalAmount);
  return (lang) => {
    const name = STATEMENT_STATUS_NAMES[status][lang];
    if (lang === 'zh_CN') {
      const what = {
        Unpaid: `项目 ${statement.projectCode} 的结算单 ${statement.statementCode} 已开具，应付 ${total}。`,
        PaymentSubmitted: `结算单 ${statement.statementCode}（${total}）的付款凭证已提交，等待确认。`,
        Paid: `结算单 ${statement.statementCode} 的付款 ${total} 已确认，谢谢。`,
        Rejected: `结算单 ${statement.statementCode} 的付款未被确认：${reason ?? ''}。请重新提交。`,
      }[status];
      return { subject: `结算单 ${statement.statementCode}：${name}`, content: what };
    }
    const what = {
      Unpaid: `Statement ${statement.statementCode} of project ${statement.projectCode} was issued: ${total} is owed.`,
      PaymentSubmitted: `A payment of ${total} for statement ${statement.statementCode} was submitted with its proof and waits for confirmation.`,
      Paid: `The payment of ${total} for statement ${statement.statementCode} is confirmed. Thank you.`,
      Rejected: `The payment for statement ${statement.statementCode} was not confirmed: ${reason ?? ''}. Please submit it again.`,
    }[status];
    return { subject: `Statement ${statement.statementCode}: ${name}`, content: what };
  };
}

/** A bioinformatics form was submitted or returned. */
export function bifMessage(
  project: { projectCode: string },
  status: 'Submitted' | 'Returned',
  reason: string | null,
): MessageIn {
  return (lang) => {
    if (status === 'Submitted') {
      return lang === 'zh_CN'
        ? {
            subject: `项目 ${project.projectCode} 的信息分析单已提交`,
            content: `项目 ${project.projectCode} 的信息分析单已提交。`,
          }
        : {
            subject: `Bioinformatics form of ${project.projectCode} submitted`,
            content: `The bioinformatics form of project ${project.projectCode} was submitted.`,
          };
    }
    return lang === 'zh_CN'
      ? {
          subject: `项目 ${project.projectCode} 的信息分析单已退回`,
          content: `项目 ${project.projectCode} 的信息分析单已退回，请修改后重新提交：${reason ?? ''}`,
        }
      : {
          subject: `Bioinformatics form of ${project.projectCode} returned`,
          content: `The bioinformatics form of project ${project.projectCode} was returned for changes: ${reason ?? ''}`,
        };
  };
}
