/**
 * The page of a request that failed on the server (500): Persian, right to left, in the theme's style, with the way
 * home and a search. Plain markup, none of the site's parts: whatever failed (the store, a template) may fail again.
 */
export const SERVER_ERROR_TITLE = 'خطای داخلی سرور';

export const SERVER_ERROR_PAGE = `<!doctype html>
<html lang="fa" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${SERVER_ERROR_TITLE}</title>
<link rel="stylesheet" href="/static/theme.css">
</head>
<body>
<main id="main" class="container not-found">
  <h1 class="page-title">${SERVER_ERROR_TITLE}</h1>
  <p>این برگه الان باز نشد. چند لحظه دیگر دوباره امتحان کنید.</p>
  <form role="search" method="get" action="/" class="not-found__search">
    <label for="se-search">جستجو در محصولات</label>
    <input id="se-search" type="search" name="s" required>
    <input type="hidden" name="post_type" value="product">
    <button type="submit" class="button button--primary">جستجو</button>
  </form>
  <a class="button" href="/">بازگشت به صفحه اصلی</a>
</main>
</body>
</html>
`;
