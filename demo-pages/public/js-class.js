// Before the first paint (a classic script in <head>): the theme's `.no-js .js-only` rule stops hiding the
// controls that need JavaScript. A file, not an inline script, so the Content-Security-Policy needs no exception.
document.documentElement.classList.replace('no-js', 'js');
