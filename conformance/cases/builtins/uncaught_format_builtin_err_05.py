# uncaught: format([], 'x')
format([], 'x')
