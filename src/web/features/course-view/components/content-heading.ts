/** The id of the course page's content heading: focused once a purchase opens the content. */
export const CONTENT_HEADING_ID = 'outline-title';
