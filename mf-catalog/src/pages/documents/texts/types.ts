/** A legal document: sections of paragraphs; {{brand}}, {{site}} and {{email}} are filled in when shown. */
export interface DocumentText {
  /** One sentence on what the document is for, shown under the title and as the meta description. */
  summary: string;
  /** 'DD.MM.YYYY' of the version in force. */
  updatedAt: string;
  sections: { title: string; paragraphs: string[] }[];
}
