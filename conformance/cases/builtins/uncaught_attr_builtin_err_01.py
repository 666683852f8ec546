# uncaught: getattr(1, 'nope')
getattr(1, 'nope')
